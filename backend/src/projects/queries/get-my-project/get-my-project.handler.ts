import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { assertMember } from '../../project-access.js';
import { fileViews } from '../../project-files.js';
import { ProjectTeam } from '../../project-team.js';
import { ProjectRepository } from '../../project.repository.js';
import { RosterRepository } from '../../roster.repository.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { ProjectViews, toTeamMember } from '../project-views.js';
import { GetMyProjectQuery } from './get-my-project.query.js';
import type { ProjectDetailDto } from './get-my-project.response.dto.js';

/** The team only (owner and members): 404 when missing, 403 for anyone else. */
@QueryHandler(GetMyProjectQuery)
export class GetMyProjectHandler implements IQueryHandler<GetMyProjectQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly submissions: SubmissionRepository,
    private readonly team: ProjectTeam,
    private readonly views: ProjectViews,
    private readonly roster: RosterRepository,
  ) {}

  async execute({ userId, projectId }: GetMyProjectQuery): Promise<ProjectDetailDto> {
    const [detail, role] = await Promise.all([this.projects.detail(projectId), this.roster.roleOf(projectId, userId)]);
    const project = assertMember(detail, role);
    const [summary, team, submissions] = await Promise.all([
      this.views.summary(project),
      this.team.members(projectId),
      this.submissions.listForProject(projectId).then((rows) => this.views.submissions(rows)),
    ]);
    return {
      ...summary,
      demoUrl: project.demo_url,
      repoUrl: project.repo_url,
      images: project.images,
      ...fileViews(project),
      version: project.version,
      team: team.map(toTeamMember),
      submissions,
    };
  }
}
