import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MIN_REVIEWS_FOR_SPREAD } from '../../../../common/panel-review/normalisation.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { UserDirectory } from '../../../../users/user-directory.js';
import { ReviewAssignmentRepository } from '../../../reviewing/review-assignment.repository.js';
import { EventReviewScores } from '../../event-review-scores.js';
import { reviewerFigures } from '../../reviewer-figures.js';
import { GetReviewerFiguresQuery } from './get-reviewer-figures.query.js';
import type { ReviewerFigureDto, ReviewerFiguresDto } from './reviewer-figures.dto.js';

/** The Review tab's reviewer figures (review.md): done, mean, spread and leniency, so a harsh reviewer shows. */
@QueryHandler(GetReviewerFiguresQuery)
export class GetReviewerFiguresHandler implements IQueryHandler<GetReviewerFiguresQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly scores: EventReviewScores,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly users: UserDirectory,
  ) {}

  async execute({ eventId }: GetReviewerFiguresQuery): Promise<ReviewerFiguresDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const [scored, assigned] = await Promise.all([
      this.scores.of(eventId),
      this.assignments.assignedPerReviewer(eventId),
    ]);
    const figures = new Map(
      reviewerFigures(
        scored.normalised.map((review) => ({
          reviewerId: review.reviewerId,
          total: review.total,
          adjusted: scored.mAll + review.z * scored.sAll,
        })),
      ).map((row) => [row.reviewerId, row]),
    );
    const reviewerIds = [...new Set([...assigned.keys(), ...figures.keys()])];
    const people = await this.users.people(reviewerIds);
    const reviewers = reviewerIds.map((reviewerId): ReviewerFigureDto => {
      const person = people.get(reviewerId);
      const own = figures.get(reviewerId);
      return {
        reviewerId,
        displayName: person?.displayName ?? '',
        email: person?.email ?? '',
        assigned: assigned.get(reviewerId) ?? 0,
        reviews: own?.reviews ?? 0,
        mean: own?.mean ?? null,
        spread: own?.spread ?? null,
        leniency: own?.leniency ?? null,
        tooFewToTell: (own?.reviews ?? 0) < MIN_REVIEWS_FOR_SPREAD,
      };
    });
    reviewers.sort((a, b) => b.reviews - a.reviews || a.displayName.localeCompare(b.displayName));
    return { reviewers };
  }
}
