import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { ProjectRepository } from '../../project.repository.js';
import { ReviewedSubmissions } from '../../reviewed-submissions.js';
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
    private readonly reviewed: ReviewedSubmissions,
  ) {}

  async execute(): Promise<ProjectStatsDto> {
    const [projects, submissions, reviewed, events] = await Promise.all([
      this.projects.countAll(),
      this.submissions.countAll(),
      this.reviewed.count(),
      this.events.count(),
    ]);
    return {
      projects,
      submissions,
      // Needing judging: without all the reviews their event asks for (saving a sheet can end that).
      pendingSubmissions: Math.max(0, submissions - reviewed),
      averageProjectsPerEvent: events === 0 ? 0 : Math.round(submissions / events),
    };
  }
}
