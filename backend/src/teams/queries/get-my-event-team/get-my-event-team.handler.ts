import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { TeamRepository } from '../../team.repository.js';
import { TeamViews } from '../team-views.js';
import { GetMyEventTeamQuery } from './get-my-event-team.query.js';
import type { MyEventTeamDto } from './get-my-event-team.response.dto.js';

/** The user's team for the event (owner or member of a project attached to it) and their switch. */
@QueryHandler(GetMyEventTeamQuery)
export class GetMyEventTeamHandler implements IQueryHandler<GetMyEventTeamQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly views: TeamViews,
  ) {}

  async execute({ userId, eventId }: GetMyEventTeamQuery): Promise<MyEventTeamDto> {
    const [seeking, projectId] = await Promise.all([
      this.teams.isSeeking(userId, eventId),
      this.roster.teamOfUserInEvent(userId, eventId),
    ]);
    if (projectId === undefined) return { seeking, team: null };
    const [project, role] = await Promise.all([
      this.projects.findById(projectId),
      this.roster.roleOf(projectId, userId),
    ]);
    if (!project || role === undefined) return { seeking, team: null };
    return { seeking, team: await this.views.team(project, role) };
  }
}
