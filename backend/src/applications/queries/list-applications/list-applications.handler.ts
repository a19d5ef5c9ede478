import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationViews } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ListApplicationsQuery } from './list-applications.query.js';
import type { ApplicationPageDto } from './list-applications.response.dto.js';

/** The admin table: filtered, sorted by applied date, paged on the server. */
@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
  ) {}

  async execute({ filters, sort, page, pageSize }: ListApplicationsQuery): Promise<ApplicationPageDto> {
    const rows = await this.applications.page(filters, sort, page, pageSize);
    if (rows.length > 0) return { items: await this.views.list(rows), total: Number(rows[0].total) };
    // Past the last page no row carries the count.
    return { items: [], total: await this.applications.count(filters) };
  }
}
