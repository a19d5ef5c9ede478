import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { JudgingFacts } from '../../judging-facts.js';
import type { JudgingTeamDto } from '../../judging-views.dto.js';
import { ListJudgingTeamsQuery } from './list-judging-teams.query.js';

/** The event's submitted teams by title, for a judge of the event. */
@QueryHandler(ListJudgingTeamsQuery)
export class ListJudgingTeamsHandler implements IQueryHandler<ListJudgingTeamsQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly submissions: EventSubmissions,
  ) {}

  async execute({ judgeId, eventId }: ListJudgingTeamsQuery): Promise<JudgingTeamDto[]> {
    await this.facts.assertJudge(eventId, judgeId);
    const submissions = await this.submissions.ofEvent(eventId);
    return submissions
      .map((submission) => ({
        projectId: submission.projectId,
        title: submission.snapshot.title,
        track: submission.track,
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
  }
}
