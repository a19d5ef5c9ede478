import { Query } from '@nestjs/cqrs';
import type { SubmissionFilters } from '../../submission.repository.js';
import type { AdminSubmissionPageDto } from './list-submissions.response.dto.js';

export class ListSubmissionsQuery extends Query<AdminSubmissionPageDto> {
  constructor(
    readonly filters: SubmissionFilters,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
