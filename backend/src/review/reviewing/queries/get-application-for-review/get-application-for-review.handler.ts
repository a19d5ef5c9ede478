import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ApplicantVenture, ApplicantVentures } from '../../../../applications/applicant-ventures.js';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { UserDirectory } from '../../../../users/user-directory.js';
import { ReviewSetup } from '../../../review-setup.js';
import { ReviewAssignmentRepository } from '../../review-assignment.repository.js';
import { NotAssignedToApplication, ReviewApplicationNotFound } from '../../reviewing.errors.js';
import { isReviewStaff, ReviewingFacts } from '../../reviewing-facts.js';
import { toSavedReviewDto } from '../../reviewing-views.js';
import { GetApplicationForReviewQuery } from './get-application-for-review.query.js';
import type { ApplicationForReviewDto, ReviewVentureDto } from './application-for-review.response.dto.js';

/**
 * The returning applicant's venture as the reviewer reads it: its stage, earlier standings and
 * figures always; its name only without blind review (it often names the team). Only the sprints
 * before this event count as earlier.
 */
function toReviewVenture(venture: ApplicantVenture, eventId: string, blind: boolean): ReviewVentureDto {
  return {
    name: blind ? null : venture.name,
    stage: venture.stage,
    sprintsEntered: venture.sprintsEntered,
    bestPlace: venture.bestPlace,
    sprints: venture.sprints
      .filter((sprint) => sprint.eventId !== eventId)
      .map(({ sprintTitle, place, rank, of }) => ({ sprintTitle, place, rank, of })),
    figures: venture.figures,
  };
}

/**
 * An application as its reviewer reads it. Staff read any application in full. A reviewer reads
 * only one assigned to them, while they still review the event without a conflict with the
 * applicant (403 otherwise); under blind review the answer carries no name, email or LinkedIn of
 * the applicant, nor the name of the venture a returning applicant continues: the server leaves
 * them out, not the screen.
 */
@QueryHandler(GetApplicationForReviewQuery)
export class GetApplicationForReviewHandler implements IQueryHandler<GetApplicationForReviewQuery> {
  constructor(
    private readonly applications: ApplicationsUnderReview,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly setup: ReviewSetup,
    private readonly facts: ReviewingFacts,
    private readonly events: EventCatalog,
    private readonly people: UserDirectory,
    private readonly ventures: ApplicantVentures,
  ) {}

  async execute({ user, applicationId }: GetApplicationForReviewQuery): Promise<ApplicationForReviewDto> {
    const application = await this.applications.find(applicationId);
    if (!application) throw new ReviewApplicationNotFound();
    const staff = isReviewStaff(user);
    const assignment = await this.assignments.find(applicationId, user.id);
    const active = assignment?.status === 'assigned' ? assignment : undefined;
    if (!staff) {
      await this.facts.assertMayReview(user.id, application);
      if (!active) throw new NotAssignedToApplication();
    }
    const [settings, criteria, event, ventures] = await Promise.all([
      this.setup.settingsOf(application.eventId),
      this.setup.rubricOf(application.eventId),
      this.events.findById(application.eventId),
      this.ventures.summaries(application.ventureId ? [application.ventureId] : []),
    ]);
    const venture = application.ventureId ? ventures.get(application.ventureId) : undefined;
    const blind = settings.blindReview && !staff;
    const applicant = blind ? undefined : (await this.people.people([application.userId])).get(application.userId);
    return {
      applicationId,
      eventId: application.eventId,
      eventTitle: event?.title ?? '',
      blind,
      applicant: applicant
        ? { name: applicant.displayName, email: applicant.email, linkedinUrl: application.linkedinUrl }
        : null,
      role: application.role,
      shortAnswer: application.shortAnswer,
      answers: application.answers.map(({ questionId, label, answer }) => ({ questionId, label, answer })),
      appliedAt: application.createdAt.toISOString(),
      returning: venture ? toReviewVenture(venture, application.eventId, blind) : null,
      decided: application.status !== 'pending',
      assigned: active !== undefined,
      criteria: criteria.map(({ id, label, weight, description }) => ({ id, label, weight, description })),
      review: active?.review ? toSavedReviewDto(criteria, active.review) : null,
    };
  }
}
