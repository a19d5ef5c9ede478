import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { assertOwner } from '../../project-access.js';
import { ProjectTeam } from '../../project-team.js';
import { ProjectRepository } from '../../project.repository.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { ProjectViews, toTeamMember } from '../project-views.js';
import { GetMyProjectQuery } from './get-my-project.query.js';
import type { ProjectDetailDto } from './get-my-project.response.dto.js';

/** Owner only: 404 when missing, 403 for anyone else. */
@QueryHandler(GetMyProjectQuery)
export class GetMyProjectHandler implements IQueryHandler<GetMyProjectQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly submissions: SubmissionRepository,
    private readonly team: ProjectTeam,
    private readonly views: ProjectViews,
  ) {}

  async execute({ userId, projectId }: GetMyProjectQuery): Promise<ProjectDetailDto> {
    const project = assertOwner(await this.projects.detail(projectId), userId);
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
      version: project.version,
      team: team.map(toTeamMember),
      submissions,
    };
  }
}
