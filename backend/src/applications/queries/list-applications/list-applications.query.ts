import { Query } from '@nestjs/cqrs';
import type { ApplicationFilters, ApplicationSort } from '../../application.repository.js';
import type { ApplicationPageDto } from './list-applications.response.dto.js';

export class ListApplicationsQuery extends Query<ApplicationPageDto> {
  constructor(
    readonly filters: ApplicationFilters,
    readonly sort: ApplicationSort,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
