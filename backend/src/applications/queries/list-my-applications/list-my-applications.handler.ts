import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ApplicationDto } from '../../application.dto.js';
import { ApplicationViews } from '../../application-views.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ListMyApplicationsQuery } from './list-my-applications.query.js';

/** The participant's own applications, newest first (dashboard's My Events). */
@QueryHandler(ListMyApplicationsQuery)
export class ListMyApplicationsHandler implements IQueryHandler<ListMyApplicationsQuery> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly views: ApplicationViews,
  ) {}

  async execute({ userId }: ListMyApplicationsQuery): Promise<ApplicationDto[]> {
    return this.views.list(await this.applications.listMine(userId));
  }
}
