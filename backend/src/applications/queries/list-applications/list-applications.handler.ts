import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { ApplicationViews } from '../../application-views.js';
import { type ApplicantSources, ApplicationRepository } from '../../application.repository.js';
import { ListApplicationsQuery } from './list-applications.query.js';
import type { ApplicationPageDto } from './list-applications.response.dto.js';

/** The admin table: filtered, searched by applicant, sorted by any column, paged on the server. */
@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
    private readonly directory: UserDirectory,
    private readonly catalog: EventCatalog,
  ) {}

  async execute({ filters, sort, page, pageSize }: ListApplicationsQuery): Promise<ApplicationPageDto> {
    const sources: ApplicantSources = { people: this.directory.cards(), events: this.catalog.titleSource() };
    const rows = await this.applications.page(filters, sort, page, pageSize, sources);
    if (rows.length > 0) {
      return { items: await this.views.withVentures(await this.views.list(rows)), total: Number(rows[0].total) };
    }
    // Past the last page no row carries the count.
    return { items: [], total: await this.applications.count(filters, sources) };
  }
}
