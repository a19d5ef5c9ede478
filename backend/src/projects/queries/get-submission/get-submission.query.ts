import { Query } from '@nestjs/cqrs';
import type { AdminSubmissionDetailDto } from './get-submission.response.dto.js';

export class GetSubmissionQuery extends Query<AdminSubmissionDetailDto> {
  constructor(readonly submissionId: string) {
    super();
  }
}
