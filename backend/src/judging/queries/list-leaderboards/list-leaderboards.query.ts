import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { LeaderboardSummaryDto } from './leaderboard-summary.response.dto.js';

/** `/judging/leaderboard`: events with published results, newest first; staff also open and closed judging. */
export class ListLeaderboardsQuery extends Query<LeaderboardSummaryDto[]> {
  constructor(readonly viewer: AuthUser | undefined) {
    super();
  }
}
