import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SubmissionRepository } from '../../../../projects/submission.repository.js';
import { WinnerRepository } from '../../winner.repository.js';
import { ListEventWinnersQuery } from './list-event-winners.query.js';
import type { WinnerDto } from './list-event-winners.response.dto.js';

/** The Winners tab, by track then place, with the submitted title and tagline. */
@QueryHandler(ListEventWinnersQuery)
export class ListEventWinnersHandler implements IQueryHandler<ListEventWinnersQuery> {
  constructor(
    private readonly winners: WinnerRepository,
    private readonly submissions: SubmissionRepository,
  ) {}

  async execute({ eventId }: ListEventWinnersQuery): Promise<WinnerDto[]> {
    const rows = await this.winners.listForEvent(eventId, this.submissions.titlesInEvent(eventId));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      submissionId: row.submission_id,
      projectId: row.project_id,
      title: row.title,
      tagline: row.tagline,
      track: row.track,
      place: row.place,
      note: row.note,
    }));
  }
}
