import { Query } from '@nestjs/cqrs';
import type { SubmissionFilters, SubmissionSort } from '../../submission.repository.js';
import type { AdminSubmissionPageDto } from './list-submissions.response.dto.js';

export class ListSubmissionsQuery extends Query<AdminSubmissionPageDto> {
  constructor(
    readonly filters: SubmissionFilters,
    readonly sort: SubmissionSort,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
