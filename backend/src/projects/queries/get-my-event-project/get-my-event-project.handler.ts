import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../project.repository.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { ProjectViews } from '../project-views.js';
import { GetMyEventProjectQuery } from './get-my-event-project.query.js';
import type { EventProjectDto } from './get-my-event-project.response.dto.js';

/**
 * The participant dashboard's Project tab: the user's project attached to this event, else the one
 * they submitted to it, with that submission.
 */
@QueryHandler(GetMyEventProjectQuery)
export class GetMyEventProjectHandler implements IQueryHandler<GetMyEventProjectQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly submissions: SubmissionRepository,
    private readonly views: ProjectViews,
  ) {}

  async execute({ userId, eventId }: GetMyEventProjectQuery): Promise<EventProjectDto> {
    const project = await this.projects.summaryForEvent(userId, eventId);
    if (!project) return { project: null, submission: null };
    const [summary, submission] = await Promise.all([
      this.views.summary(project),
      this.submissions
        .findForProjectAndEvent(project.id, eventId)
        .then(async (row) => (row ? (await this.views.submissions([row]))[0] : null)),
    ]);
    return { project: summary, submission };
  }
}
