import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../audit/event-store.js';
import { changeFields } from '../../change-fields.js';
import { describeChange } from '../../change-words.js';
import { RecordNames } from '../../record-names.js';
import { bothStreams, RecordSearch, type Streams } from '../../record-search.js';
import { type AuditFilters, ListAuditLogQuery } from './list-audit-log.query.js';
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
    const { type, actorId, streamType, streamId, from, to, personId, eventId, projectId } = filters;
    const [streams, named] = await Promise.all([
      this.streams(filters),
      this.recordNames.chosen({ actorId, personId, eventId, projectId }),
    ]);
    const { events, total } = await this.store.search(
      this.em.fork(),
      { type, actorId, streamType, streamId, from, to, streams },
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
          fields: changeFields(event, readable.names),
        });
    }
    return { items, total, named };
  }

  /** The streams the name search and the chosen person, event and project all allow (undefined: any). */
  private async streams({ q, personId, eventId, projectId }: AuditFilters): Promise<Streams | undefined> {
    const name = q?.trim();
    const none: string[] = [];
    const wanted = await Promise.all([
      name ? this.search.streamsNamed(name) : undefined,
      personId ? this.search.streamsOf({ userIds: [personId], eventIds: none, projectIds: none }) : undefined,
      eventId ? this.search.streamsOf({ userIds: none, eventIds: [eventId], projectIds: none }) : undefined,
      projectId ? this.search.streamsOf({ userIds: none, eventIds: none, projectIds: [projectId] }) : undefined,
    ]);
    return wanted.reduce(bothStreams, undefined);
  }
}
