import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ParticipantDashboardDto } from '../applications.dto.js';
import { ApplicationNotApproved, ApplicationNotFound, NotApplied } from '../applications.errors.js';
import { GetMyApplicationQuery } from './application-queries.js';

export class GetParticipantDashboardQuery extends Query<ParticipantDashboardDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

interface EventRow {
  id: string;
  title: string;
  start_date: string;
  end_date: string;
  submission_deadline: string;
  timezone: string;
  tracks: string[];
  team_size_max: number;
  grace_minutes: number;
}

/** The event as an approved participant sees it; anyone else is refused with the spec's reason. */
@QueryHandler(GetParticipantDashboardQuery)
export class GetParticipantDashboardHandler implements IQueryHandler<GetParticipantDashboardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, eventId }: GetParticipantDashboardQuery): Promise<ParticipantDashboardDto> {
    const application = await this.queries
      .execute(new GetMyApplicationQuery(userId, eventId))
      .catch((error: unknown) => {
        throw error instanceof ApplicationNotFound ? new NotApplied() : error;
      });
    if (application.status !== 'approved') throw new ApplicationNotApproved(application.status);
    const [event] = await this.em
      .fork()
      .execute<EventRow[]>(
        'select id, title, start_date, end_date, submission_deadline, timezone, tracks, team_size_max, grace_minutes from events where id = ?',
        [eventId],
      );
    const iso = (value: string) => new Date(value).toISOString();
    return {
      application,
      event: {
        id: event.id,
        title: event.title,
        startDate: iso(event.start_date),
        endDate: iso(event.end_date),
        submissionDeadline: iso(event.submission_deadline),
        timezone: event.timezone,
        tracks: event.tracks,
        teamSizeMax: event.team_size_max,
        graceMinutes: event.grace_minutes,
      },
    };
  }
}
