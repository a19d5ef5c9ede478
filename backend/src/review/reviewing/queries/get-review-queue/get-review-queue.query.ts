import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../../common/auth/roles.js';
import type { ReviewQueueDto } from './review-queue.response.dto.js';

/** `/review`: the caller's assignments, per event they still review. */
export class GetReviewQueueQuery extends Query<ReviewQueueDto> {
  constructor(readonly user: AuthUser) {
    super();
  }
}
