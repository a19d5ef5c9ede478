import { Query } from '@nestjs/cqrs';
import type { FollowUpDto } from './follow-up.response.dto.js';

/** The applicant's own survey (anyone else's is not found). */
export class GetFollowUpQuery extends Query<FollowUpDto> {
  constructor(
    readonly userId: string,
    readonly followUpId: string,
  ) {
    super();
  }
}
