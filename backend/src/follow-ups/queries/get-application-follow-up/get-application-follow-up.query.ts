import { Query } from '@nestjs/cqrs';
import type { ApplicationFollowUpDto } from './application-follow-up.response.dto.js';

/** The follow-up consent and survey of the applicant's own application. */
export class GetApplicationFollowUpQuery extends Query<ApplicationFollowUpDto> {
  constructor(
    readonly userId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}
