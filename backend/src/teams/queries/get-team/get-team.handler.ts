import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { assertMember } from '../../../projects/project-access.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import type { TeamDto } from '../../team-views.dto.js';
import { TeamViews } from '../team-views.js';
import { GetTeamQuery } from './get-team.query.js';

/** The project page's Team card: members only (404 without the project, 403 outside its team). */
@QueryHandler(GetTeamQuery)
export class GetTeamHandler implements IQueryHandler<GetTeamQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
    private readonly views: TeamViews,
  ) {}

  async execute({ userId, projectId }: GetTeamQuery): Promise<TeamDto> {
    const [project, role] = await Promise.all([
      this.projects.findById(projectId),
      this.roster.roleOf(projectId, userId),
    ]);
    const row = assertMember(project, role);
    return this.views.team(row, role ?? 'member');
  }
}
