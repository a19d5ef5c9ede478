import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListAllEventsQuery } from '../../../events/queries/list-all-events/list-all-events.query.js';
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
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<ProjectStatsDto> {
    const [projects, { submissions, pending }, events] = await Promise.all([
      this.projects.countAll(),
      this.submissions.counts(),
      // How many events there are is the events feature's to say: through its query, never its table.
      this.queries.execute(new ListAllEventsQuery()).then((all) => all.length),
    ]);
    return {
      projects,
      submissions,
      pendingSubmissions: pending,
      averageProjectsPerEvent: events === 0 ? 0 : Math.round(submissions / events),
    };
  }
}
