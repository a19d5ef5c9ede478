import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyReviewingDto } from '../get-review-queue/review-queue.response.dto.js';
import { ReviewAssignmentRepository } from '../../review-assignment.repository.js';
import { GetMyReviewingQuery } from './get-my-reviewing.query.js';

/** Seated on an event as a reviewer, or holding an assignment (staff review only what they are assigned). */
@QueryHandler(GetMyReviewingQuery)
export class GetMyReviewingHandler implements IQueryHandler<GetMyReviewingQuery> {
  constructor(private readonly assignments: ReviewAssignmentRepository) {}

  async execute({ userId }: GetMyReviewingQuery): Promise<MyReviewingDto> {
    const [seated, assigned] = await Promise.all([
      this.assignments.seatedEventIds(userId),
      this.assignments.hasAny(userId),
    ]);
    return { reviewsApplications: seated.length > 0 || assigned };
  }
}
