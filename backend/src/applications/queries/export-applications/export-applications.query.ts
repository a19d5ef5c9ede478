import { Query } from '@nestjs/cqrs';
import type { ApplicationFilters, ApplicationSort } from '../../application.repository.js';

/** The admin table's rows (its filters and sort, paging ignored) as CSV, with each custom question's answer. */
export class ExportApplicationsQuery extends Query<string> {
  constructor(
    readonly filters: ApplicationFilters,
    readonly sort: ApplicationSort,
  ) {
    super();
  }
}
