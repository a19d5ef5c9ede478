import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../project.repository.js';
import type { ProjectSummaryDto } from '../../project-views.dto.js';
import { ProjectViews } from '../project-views.js';
import { ListMyProjectsQuery } from './list-my-projects.query.js';

/** 'My Projects': every project whose team the user is on, newest first; the tabs are filters over this list. */
@QueryHandler(ListMyProjectsQuery)
export class ListMyProjectsHandler implements IQueryHandler<ListMyProjectsQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly views: ProjectViews,
  ) {}

  async execute({ userId }: ListMyProjectsQuery): Promise<ProjectSummaryDto[]> {
    return this.views.summaries(await this.projects.summariesOwnedBy(userId));
  }
}
