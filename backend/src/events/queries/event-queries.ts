import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStatus, EventTimezone } from '../event-rules.js';
import type { CriterionDto, EventDto, JudgeDto, JudgeInvitationDto } from '../events.dto.js';
import { EventNotFound } from '../events.errors.js';
import { isoTimestamp } from '../../common/timestamps.js';

export interface EventRow {
  id: string;
  title: string;
  description_md: string | null;
  location: string | null;
  status: EventStatus;
  start_date: string;
  end_date: string;
  submission_deadline: string;
  grace_minutes: number;
  timezone: EventTimezone;
  tracks: string[];
  team_size_max: number;
  created_at: string;
}

const EVENT_COLUMNS = `id, title, description_md, location, status, start_date, end_date, submission_deadline,
  grace_minutes, timezone, tracks, team_size_max, created_at`;

const iso = isoTimestamp;

export function toEventDto(row: EventRow): EventDto {
  return {
    id: row.id,
    title: row.title,
    descriptionMd: row.description_md,
    location: row.location,
    status: row.status,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    submissionDeadline: iso(row.submission_deadline),
    graceMinutes: row.grace_minutes,
    timezone: row.timezone,
    tracks: row.tracks,
    teamSizeMax: row.team_size_max,
    createdAt: iso(row.created_at),
  };
}

/** The public list: active and upcoming events, soonest first (also run by the benchmark's baseline). */
export const PUBLIC_EVENTS_SQL = `select ${EVENT_COLUMNS} from events where status in ('active', 'upcoming') order by start_date, id`;

/** Every event, newest first, for staff. */
export class ListAllEventsQuery extends Query<EventDto[]> {}

@QueryHandler(ListAllEventsQuery)
export class ListAllEventsHandler implements IQueryHandler<ListAllEventsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<EventDto[]> {
    const rows = await this.em
      .fork()
      .execute<EventRow[]>(`select ${EVENT_COLUMNS} from events order by created_at desc, id`);
    return rows.map(toEventDto);
  }
}

/** One event; drafts are visible to staff only. */
export class GetEventQuery extends Query<EventDto> {
  constructor(
    readonly eventId: string,
    readonly includeDrafts: boolean,
  ) {
    super();
  }
}

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId, includeDrafts }: GetEventQuery): Promise<EventDto> {
    const [row] = await this.em
      .fork()
      .execute<EventRow[]>(`select ${EVENT_COLUMNS} from events where id = ?`, [eventId]);
    if (!row || (row.status === 'draft' && !includeDrafts)) throw new EventNotFound();
    return toEventDto(row);
  }
}

export class ListCriteriaQuery extends Query<CriterionDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}

/** Heaviest first, as the Judging tab lists them. */
@QueryHandler(ListCriteriaQuery)
export class ListCriteriaHandler implements IQueryHandler<ListCriteriaQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId }: ListCriteriaQuery): Promise<CriterionDto[]> {
    return this.em
      .fork()
      .execute<CriterionDto[]>(
        'select id, label, weight from judging_criteria where event_id = ? order by weight desc, created_at, id',
        [eventId],
      );
  }
}

export class ListJudgesQuery extends Query<{ judges: JudgeDto[]; invitations: JudgeInvitationDto[] }> {
  constructor(readonly eventId: string) {
    super();
  }
}

@QueryHandler(ListJudgesQuery)
export class ListJudgesHandler implements IQueryHandler<ListJudgesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId }: ListJudgesQuery): Promise<{ judges: JudgeDto[]; invitations: JudgeInvitationDto[] }> {
    const em = this.em.fork();
    const judges = await em.execute<{ user_id: string; name: string | null; email: string }[]>(
      `select j.user_id, p.name, u.email from event_judges j join users u on u.id = j.user_id
       left join profiles p on p.user_id = j.user_id where j.event_id = ? order by j.created_at, j.id`,
      [eventId],
    );
    const invitations = await em.execute<JudgeInvitationDto[]>(
      'select email, name from judge_invitations where event_id = ? and accepted_at is null order by created_at, id',
      [eventId],
    );
    return {
      judges: judges.map((judge) => ({ userId: judge.user_id, name: judge.name, email: judge.email })),
      invitations,
    };
  }
}
