import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ApplicationRole, ApplicationStatus } from '../application.events.js';
import type {
  ApplicationDetailDto,
  ApplicationDto,
  ApplicationPageDto,
  TimelineEntryDto,
} from '../applications.dto.js';
import { ApplicationNotFound } from '../applications.errors.js';
import { isoTimestamp } from '../../common/timestamps.js';

export interface ApplicationRow {
  id: string;
  event_id: string;
  event_title: string;
  user_id: string;
  applicant_name: string | null;
  applicant_email: string;
  linkedin_url: string | null;
  role: ApplicationRole;
  short_answer: string;
  status: ApplicationStatus;
  version: number;
  created_at: string;
  total?: string;
}

/** Applications with their event title and applicant; `extraColumns` e.g. a window count. */
function selectApplications(extraColumns = ''): string {
  return `select a.id, a.event_id, e.title as event_title, a.user_id, p.name as applicant_name,
    u.email as applicant_email, a.linkedin_url, a.role, a.short_answer, a.status, a.version, a.created_at${extraColumns}
    from applications a join events e on e.id = a.event_id join users u on u.id = a.user_id
    left join profiles p on p.user_id = a.user_id`;
}

const SELECT_APPLICATIONS = selectApplications();

export function toApplicationDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    userId: row.user_id,
    applicantName: row.applicant_name,
    applicantEmail: row.applicant_email,
    linkedinUrl: row.linkedin_url,
    role: row.role,
    shortAnswer: row.short_answer,
    status: row.status,
    version: row.version,
    createdAt: isoTimestamp(row.created_at),
  };
}

export class ListApplicationsQuery extends Query<ApplicationPageDto> {
  constructor(
    readonly filters: { eventId?: string; status?: ApplicationStatus },
    readonly sort: 'applied_desc' | 'applied_asc',
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

/** The admin table: filtered, sorted by applied date, paged on the server. */
@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters, sort, page, pageSize }: ListApplicationsQuery): Promise<ApplicationPageDto> {
    const em = this.em.fork();
    const { sql, params } = adminApplicationsSql(filters, sort, page, pageSize);
    const rows = await em.execute<ApplicationRow[]>(sql, params);
    if (rows.length > 0) return { items: rows.map(toApplicationDto), total: Number(rows[0].total) };
    // Past the last page no row carries the count.
    const count = countApplicationsSql(filters);
    const [{ total }] = await em.execute<{ total: string }[]>(count.sql, count.params);
    return { items: [], total: Number(total) };
  }
}

function applicationFilters(filters: ListApplicationsQuery['filters']): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.eventId) {
    conditions.push('a.event_id = ?');
    params.push(filters.eventId);
  }
  if (filters.status) {
    conditions.push('a.status = ?');
    params.push(filters.status);
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

function countApplicationsSql(filters: ListApplicationsQuery['filters']): { sql: string; params: unknown[] } {
  const { where, params } = applicationFilters(filters);
  return { sql: `select count(*) as total from applications a ${where}`, params };
}

/**
 * One page of the admin table with the total, `?` placeholders (also run by the benchmark's baseline).
 * The page's ids come from an index range (applications_event_created_index or
 * applications_created_index); only those rows are joined with their event and applicant. The
 * total is an index-only count instead of a window over every joined match.
 */
export function adminApplicationsSql(
  filters: ListApplicationsQuery['filters'],
  sort: ListApplicationsQuery['sort'],
  page: number,
  pageSize: number,
): { sql: string; params: unknown[] } {
  const { where, params } = applicationFilters(filters);
  const direction = sort === 'applied_asc' ? 'asc' : 'desc';
  const order = `a.created_at ${direction}, a.id ${direction}`;
  return {
    sql: `with page as (select a.id from applications a ${where} order by ${order} limit ? offset ?)
      ${selectApplications(`, (select count(*) from applications a ${where}) as total`)}
      join page on page.id = a.id
      order by ${order}`,
    params: [...params, pageSize, (page - 1) * pageSize, ...params],
  };
}

export class ListMyApplicationsQuery extends Query<ApplicationDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The participant's own applications, newest first (dashboard's My Events). */
@QueryHandler(ListMyApplicationsQuery)
export class ListMyApplicationsHandler implements IQueryHandler<ListMyApplicationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListMyApplicationsQuery): Promise<ApplicationDto[]> {
    const rows = await this.em
      .fork()
      .execute<ApplicationRow[]>(`${SELECT_APPLICATIONS} where a.user_id = ? order by a.created_at desc, a.id`, [
        userId,
      ]);
    return rows.map(toApplicationDto);
  }
}

export class GetMyApplicationQuery extends Query<ApplicationDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

@QueryHandler(GetMyApplicationQuery)
export class GetMyApplicationHandler implements IQueryHandler<GetMyApplicationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, eventId }: GetMyApplicationQuery): Promise<ApplicationDto> {
    const [row] = await this.em
      .fork()
      .execute<ApplicationRow[]>(`${SELECT_APPLICATIONS} where a.user_id = ? and a.event_id = ?`, [userId, eventId]);
    if (!row) throw new ApplicationNotFound();
    return toApplicationDto(row);
  }
}

export class GetApplicationDetailQuery extends Query<ApplicationDetailDto> {
  constructor(readonly applicationId: string) {
    super();
  }
}

/** Every field and the audit timeline: status changes with their actors, and each decision email's fate. */
@QueryHandler(GetApplicationDetailQuery)
export class GetApplicationDetailHandler implements IQueryHandler<GetApplicationDetailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ applicationId }: GetApplicationDetailQuery): Promise<ApplicationDetailDto> {
    const em = this.em.fork();
    const [row] = await em.execute<ApplicationRow[]>(`${SELECT_APPLICATIONS} where a.id = ?`, [applicationId]);
    if (!row) throw new ApplicationNotFound();
    const events = await em.execute<
      {
        occurred_at: string;
        type: string;
        actor_id: string | null;
        actor_name: string | null;
        payload: Record<string, unknown>;
      }[]
    >(
      `select d.occurred_at, d.type, d.actor_id, p.name as actor_name, d.payload from domain_events d
       left join profiles p on p.user_id = d.actor_id
       where (d.stream_type = 'application' and d.stream_id = ?)
          or (d.stream_type = 'email' and d.stream_id in (
                select id::text from outbox_messages where payload->'context'->>'applicationId' = ?))
       order by d.id`,
      [applicationId, applicationId],
    );
    const timeline: TimelineEntryDto[] = events.map((event) => ({
      at: new Date(event.occurred_at).toISOString(),
      type: event.type,
      actorId: event.actor_id,
      actorName: event.actor_name,
      details: event.payload,
    }));
    return { ...toApplicationDto(row), timeline };
  }
}
