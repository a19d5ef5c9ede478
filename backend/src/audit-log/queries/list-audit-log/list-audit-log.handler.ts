import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../audit/event-store.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { ListAuditLogQuery } from './list-audit-log.query.js';
import type { AuditEntryDto, AuditPageDto } from './list-audit-log.response.dto.js';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ filters, page, pageSize }: ListAuditLogQuery): Promise<AuditPageDto> {
    const { events, total } = await this.store.search(this.em.fork(), filters, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    // The actors' names come from the users feature: one query for the page, none when no one acted.
    const actorIds = events.flatMap(({ actorId }) => (actorId === null ? [] : [actorId]));
    const people = await this.directory.people(actorIds);
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
