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

interface ApplicationRow {
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

function toDto(row: ApplicationRow): ApplicationDto {
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
    createdAt: new Date(row.created_at).toISOString(),
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
    const direction = sort === 'applied_asc' ? 'asc' : 'desc';
    const rows = await this.em.fork().execute<ApplicationRow[]>(
      `${selectApplications(', count(*) over () as total')}
       where (?::uuid is null or a.event_id = ?) and (?::text is null or a.status = ?)
       order by a.created_at ${direction}, a.id ${direction} limit ? offset ?`,
      [
        filters.eventId ?? null,
        filters.eventId ?? null,
        filters.status ?? null,
        filters.status ?? null,
        pageSize,
        (page - 1) * pageSize,
      ],
    );
    return { items: rows.map(toDto), total: rows.length ? Number(rows[0].total) : 0 };
  }
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
    return rows.map(toDto);
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
    return toDto(row);
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
    return { ...toDto(row), timeline };
  }
}
