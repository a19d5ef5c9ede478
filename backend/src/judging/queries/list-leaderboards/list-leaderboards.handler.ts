import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import type { JudgingPhase } from '../../judging-rules.js';
import { isResultsStaff } from '../../results/event-results.js';
import type { LeaderboardSummaryDto } from './leaderboard-summary.response.dto.js';
import { ListLeaderboardsQuery } from './list-leaderboards.query.js';

const STAFF_PHASES: readonly JudgingPhase[] = ['open', 'closed', 'published'];
const PUBLIC_PHASES: readonly JudgingPhase[] = ['published'];

@QueryHandler(ListLeaderboardsQuery)
export class ListLeaderboardsHandler implements IQueryHandler<ListLeaderboardsQuery> {
  constructor(
    private readonly judging: EventJudgingRepository,
    private readonly events: EventCatalog,
  ) {}

  async execute({ viewer }: ListLeaderboardsQuery): Promise<LeaderboardSummaryDto[]> {
    const phases = await this.judging.eventsIn(isResultsStaff(viewer) ? STAFF_PHASES : PUBLIC_PHASES);
    const events = await this.events.byIds([...phases.keys()]);
    return events.map((event) => ({
      eventId: event.id,
      eventTitle: event.title,
      startDate: isoTimestamp(event.start_date),
      endDate: isoTimestamp(event.end_date),
      timezone: event.timezone,
      phase: phases.get(event.id)!,
    }));
  }
}
