import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { ProjectViews } from '../project-views.js';
import { ListSubmissionsQuery } from './list-submissions.query.js';
import type { AdminSubmissionPageDto } from './list-submissions.response.dto.js';

/** The Submissions tab: filtered, searched by title, sorted by any column (newest first), one page at a time. */
@QueryHandler(ListSubmissionsQuery)
export class ListSubmissionsHandler implements IQueryHandler<ListSubmissionsQuery> {
  constructor(
    private readonly submissions: SubmissionRepository,
    private readonly views: ProjectViews,
    private readonly catalog: EventCatalog,
  ) {}

  async execute({ filters, sort, page, pageSize }: ListSubmissionsQuery): Promise<AdminSubmissionPageDto> {
    const [{ rows, total: pageTotal }, tracks] = await Promise.all([
      this.submissions.page(filters, page, pageSize, sort, this.catalog.titleSource()),
      this.submissions.tracks(filters.eventId),
    ]);
    // Past the last page the window count has no row to ride on: count on its own.
    const total = pageTotal ?? (page > 1 ? await this.submissions.count(filters) : 0);
    const items = await this.views.submissions(rows);
    return {
      items: items.map((item, index) => ({ ...item, awarded: rows[index].awarded })),
      total,
      tracks,
    };
  }
}
