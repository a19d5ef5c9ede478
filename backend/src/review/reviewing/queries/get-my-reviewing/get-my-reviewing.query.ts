import { Query } from '@nestjs/cqrs';
import type { MyReviewingDto } from '../get-review-queue/review-queue.response.dto.js';

/** Whether the user reviews applications: the header's 'Review' link. */
export class GetMyReviewingQuery extends Query<MyReviewingDto> {
  constructor(readonly userId: string) {
    super();
  }
}
