import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { existing, toApplicationDto } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotApproved, NotApplied } from '../../applications.errors.js';
import { SpotRepository } from '../../spots/spot.repository.js';
import { GetParticipantDashboardQuery } from './get-participant-dashboard.query.js';
import type { ParticipantDashboardDto } from './get-participant-dashboard.response.dto.js';

/** The event as an approved participant sees it; anyone else is refused with the spec's reason. */
@QueryHandler(GetParticipantDashboardQuery)
export class GetParticipantDashboardHandler implements IQueryHandler<GetParticipantDashboardQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly events: EventCatalog,
    private readonly users: UserDirectory,
    private readonly spots: SpotRepository,
  ) {}

  async execute({ userId, eventId }: GetParticipantDashboardQuery): Promise<ParticipantDashboardDto> {
    // The event is read alongside: an approved applicant's dashboard shows it anyway.
    const [row, event] = await Promise.all([
      this.applications.findMine(userId, eventId),
      this.events.findById(eventId),
    ]);
    if (!row || !event) throw new NotApplied();
    if (row.status !== 'approved') throw new ApplicationNotApproved(row.status);
    const application = existing(
      toApplicationDto(row, {
        titles: new Map([[event.id, event.title]]),
        people: await this.users.people([userId]),
        // 'Confirm your spot by {date}' on the dashboard too.
        spots: await this.spots.forApplications([row.id]),
        zones: new Map([[event.id, event.timezone]]),
      }),
    );
    const iso = (value: string | Date) => new Date(value).toISOString();
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
