import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { UserDirectory } from '../../../../users/user-directory.js';
import { ReviewSetup } from '../../../review-setup.js';
import { ReviewAssignmentRepository } from '../../review-assignment.repository.js';
import { isReviewStaff } from '../../reviewing-facts.js';
import { GetReviewQueueQuery } from './get-review-queue.query.js';
import type { ReviewEventQueueDto, ReviewQueueDto } from './review-queue.response.dto.js';

/**
 * The caller's queue per event: the events they are seated on or hold assignments in, as long as
 * they still review the event (a removed reviewer's assignments vanish from it). Under blind review
 * no applicant is named; staff always see names.
 */
@QueryHandler(GetReviewQueueQuery)
export class GetReviewQueueHandler implements IQueryHandler<GetReviewQueueQuery> {
  constructor(
    private readonly assignments: ReviewAssignmentRepository,
    private readonly applications: ApplicationsUnderReview,
    private readonly setup: ReviewSetup,
    private readonly events: EventCatalog,
    private readonly people: UserDirectory,
  ) {}

  async execute({ user }: GetReviewQueueQuery): Promise<ReviewQueueDto> {
    const [rows, seated] = await Promise.all([
      this.assignments.ofReviewer(user.id),
      this.assignments.seatedEventIds(user.id),
    ]);
    const eventIds = [...new Set([...seated, ...rows.map((row) => row.eventId)])];
    const reviewing = (
      await Promise.all(
        eventIds.map(async (eventId) => ((await this.setup.isReviewer(eventId, user.id)) ? [eventId] : [])),
      )
    ).flat();
    const [events, applications, settings] = await Promise.all([
      this.events.byIds(reviewing),
      this.applications.facts(rows.map((row) => row.applicationId)),
      Promise.all(reviewing.map(async (eventId) => [eventId, await this.setup.settingsOf(eventId)] as const)),
    ]);
    const staff = isReviewStaff(user);
    const blindIn = new Map(settings.map(([eventId, { blindReview }]) => [eventId, blindReview && !staff]));
    const named = rows.filter((row) => !blindIn.get(row.eventId));
    const people = await this.people.people(named.flatMap((row) => applications.get(row.applicationId)?.userId ?? []));

    return {
      events: events.map((event): ReviewEventQueueDto => {
        const blind = blindIn.get(event.id) ?? true;
        const mine = rows
          .filter((row) => row.eventId === event.id && applications.has(row.applicationId))
          .sort(
            (a, b) =>
              applications.get(a.applicationId)!.createdAt.getTime() -
                applications.get(b.applicationId)!.createdAt.getTime() || (a.applicationId < b.applicationId ? -1 : 1),
          );
        const active = mine.filter((row) => row.status !== 'recused');
        return {
          eventId: event.id,
          eventTitle: event.title,
          blind,
          reviewed: active.filter((row) => row.review !== null).length,
          assigned: active.length,
          items: mine.map((row) => {
            const application = applications.get(row.applicationId)!;
            return {
              applicationId: row.applicationId,
              applicantName: blind ? null : (people.get(application.userId)?.displayName ?? null),
              role: application.role,
              state: row.status === 'recused' ? 'recused' : row.review === null ? 'to_review' : 'reviewed',
              decided: application.status !== 'pending',
              total: row.status === 'recused' ? null : (row.review?.total ?? null),
            };
          }),
        };
      }),
    };
  }
}
