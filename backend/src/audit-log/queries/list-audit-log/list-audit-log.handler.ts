import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../audit/event-store.js';
import { describeChange } from '../../change-words.js';
import { RecordNames } from '../../record-names.js';
import { RecordSearch } from '../../record-search.js';
import { ListAuditLogQuery } from './list-audit-log.query.js';
import type { AuditEntryDto, AuditPageDto } from './list-audit-log.response.dto.js';

const NAMING_SLICE = 1000;

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly recordNames: RecordNames,
    private readonly search: RecordSearch,
  ) {}

  async execute({ filters, page, pageSize }: ListAuditLogQuery): Promise<AuditPageDto> {
    const { q, ...exact } = filters;
    const name = q?.trim();
    const streams = name ? await this.search.streamsNamed(name) : undefined;
    const { events, total } = await this.store.search(
      this.em.fork(),
      { ...exact, streams },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    const items: AuditEntryDto[] = [];
    // Names come from their owners' read models, a few queries per slice; slices keep each query's
    // id list short when the CSV export reads thousands of rows.
    for (let start = 0; start < events.length; start += NAMING_SLICE) {
      const slice = events.slice(start, start + NAMING_SLICE);
      const readable = await this.recordNames.of(slice);
      for (const event of slice)
        items.push({
          position: event.position,
          occurredAt: event.occurredAt.toISOString(),
          type: event.type,
          streamType: event.streamType,
          streamId: event.streamId,
          version: event.version,
          actorId: event.actorId,
          actorName: event.actorId === null ? null : (readable.names.personName(event.actorId) ?? null),
          payload: event.payload,
          record: readable.record(event),
          actor: readable.actor(event),
          change: describeChange(event, readable.names),
        });
    }
    return { items, total };
  }
}
