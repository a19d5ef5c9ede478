import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuditEntryDto, AuditLogQueryDto, AuditPageDto } from './audit-log.dto.js';

export type AuditFilters = Pick<AuditLogQueryDto, 'type' | 'actorId' | 'streamType' | 'streamId' | 'from' | 'to'>;

interface AuditRow {
  id: string;
  occurred_at: string;
  type: string;
  stream_type: string;
  stream_id: string;
  version: number;
  actor_id: string | null;
  actor_name: string | null;
  payload: Record<string, unknown>;
  total: string;
}

export class AuditLogQuery extends Query<AuditPageDto> {
  constructor(
    readonly filters: AuditFilters,
    readonly page: number,
    /** Up to 200 for the screen; the CSV export asks for many more in one go. */
    readonly pageSize: number,
  ) {
    super();
  }
}

/** The whole event store, newest first, filtered by type, actor, record and time. */
@QueryHandler(AuditLogQuery)
export class AuditLogHandler implements IQueryHandler<AuditLogQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters, page, pageSize }: AuditLogQuery): Promise<AuditPageDto> {
    const { type, actorId, streamType, streamId, from, to } = filters;
    const rows = await this.em.fork().execute<AuditRow[]>(
      `select d.id, d.occurred_at, d.type, d.stream_type, d.stream_id, d.version, d.actor_id, p.name as actor_name, d.payload,
              count(*) over () as total
       from domain_events d left join profiles p on p.user_id = d.actor_id
       where (?::text is null or d.type = ?) and (?::uuid is null or d.actor_id = ?)
         and (?::text is null or d.stream_type = ?) and (?::text is null or d.stream_id = ?)
         and (?::timestamptz is null or d.occurred_at >= ?) and (?::timestamptz is null or d.occurred_at <= ?)
       order by d.id desc limit ? offset ?`,
      [
        type ?? null,
        type ?? null,
        actorId ?? null,
        actorId ?? null,
        streamType ?? null,
        streamType ?? null,
        streamId ?? null,
        streamId ?? null,
        from ?? null,
        from ?? null,
        to ?? null,
        to ?? null,
        pageSize,
        (page - 1) * pageSize,
      ],
    );
    const items: AuditEntryDto[] = rows.map((row) => ({
      position: Number(row.id),
      occurredAt: new Date(row.occurred_at).toISOString(),
      type: row.type,
      streamType: row.stream_type,
      streamId: row.stream_id,
      version: row.version,
      actorId: row.actor_id,
      actorName: row.actor_name,
      payload: row.payload,
    }));
    return { items, total: rows.length ? Number(rows[0].total) : 0 };
  }
}
