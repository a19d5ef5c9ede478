import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { resultKeys } from './query-keys';

export type LeaderboardSummary = components['schemas']['LeaderboardSummaryDto'];

/** The events with published results, newest first (staff also get those judging or judged). */
export function listLeaderboards(): Promise<LeaderboardSummary[]> {
  return unwrap(api.GET('/api/results/leaderboards'));
}

/** Shared: the leaderboards screen, the Judging tab's open event and the event page's 'View Results'. */
export function leaderboardsQueryOptions() {
  return queryOptions({ queryKey: resultKeys.leaderboards(), queryFn: listLeaderboards });
}
