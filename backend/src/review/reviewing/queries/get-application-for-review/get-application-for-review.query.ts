import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../../common/auth/roles.js';
import type { ApplicationForReviewDto } from './application-for-review.response.dto.js';

/** `/review/{applicationId}`: the application (blind or not), the rubric and the caller's review. */
export class GetApplicationForReviewQuery extends Query<ApplicationForReviewDto> {
  constructor(
    readonly user: AuthUser,
    readonly applicationId: string,
  ) {
    super();
  }
}
