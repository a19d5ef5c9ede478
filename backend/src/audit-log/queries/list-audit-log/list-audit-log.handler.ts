import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../audit/event-store.js';
import { PeopleDirectory } from '../../people-directory.js';
import { ListAuditLogQuery } from './list-audit-log.query.js';
import type { AuditEntryDto, AuditPageDto } from './list-audit-log.response.dto.js';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly directory: PeopleDirectory,
  ) {}

  async execute({ filters, page, pageSize }: ListAuditLogQuery): Promise<AuditPageDto> {
    const { events, total } = await this.store.search(this.em.fork(), filters, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const actorIds = [...new Set(events.flatMap(({ actorId }) => (actorId === null ? [] : [actorId])))];
    const people = actorIds.length > 0 ? await this.directory.people(actorIds) : new Map<string, never>();
    const items: AuditEntryDto[] = events.map((event) => ({
      position: event.position,
      occurredAt: event.occurredAt.toISOString(),
      type: event.type,
      streamType: event.streamType,
      streamId: event.streamId,
      version: event.version,
      actorId: event.actorId,
      actorName: (event.actorId === null ? undefined : people.get(event.actorId)?.name) ?? null,
      payload: event.payload,
    }));
    return { items, total };
  }
}
