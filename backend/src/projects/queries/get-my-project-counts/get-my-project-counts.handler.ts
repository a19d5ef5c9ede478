import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../project.repository.js';
import { GetMyProjectCountsQuery } from './get-my-project-counts.query.js';
import type { MyProjectCountsDto } from './get-my-project-counts.response.dto.js';

/** Dashboard cards: projects owned, and project teams the user is on that are in an event now. */
@QueryHandler(GetMyProjectCountsQuery)
export class GetMyProjectCountsHandler implements IQueryHandler<GetMyProjectCountsQuery> {
  constructor(private readonly projects: ProjectRepository) {}

  execute({ userId }: GetMyProjectCountsQuery): Promise<MyProjectCountsDto> {
    return this.projects.countsFor(userId);
  }
}
