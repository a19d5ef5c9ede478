import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { LeaderboardDto } from './leaderboard.response.dto.js';

/** `/leaderboard/{eventId}`: staff any time, everyone else (visitors too) once published. */
export class GetLeaderboardQuery extends Query<LeaderboardDto> {
  constructor(
    readonly viewer: AuthUser | undefined,
    readonly eventId: string,
  ) {
    super();
  }
}
