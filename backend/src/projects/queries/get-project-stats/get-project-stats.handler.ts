import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { ProjectRepository } from '../../project.repository.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { GetProjectStatsQuery } from './get-project-stats.query.js';
import type { ProjectStatsDto } from './get-project-stats.response.dto.js';

/** The admin dashboards' project cards. */
@QueryHandler(GetProjectStatsQuery)
export class GetProjectStatsHandler implements IQueryHandler<GetProjectStatsQuery> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly submissions: SubmissionRepository,
    private readonly events: EventCatalog,
  ) {}

  async execute(): Promise<ProjectStatsDto> {
    const [projects, { submissions, pending }, events] = await Promise.all([
      this.projects.countAll(),
      this.submissions.counts(),
      this.events.count(),
    ]);
    return {
      projects,
      submissions,
      pendingSubmissions: pending,
      averageProjectsPerEvent: events === 0 ? 0 : Math.round(submissions / events),
    };
  }
}
