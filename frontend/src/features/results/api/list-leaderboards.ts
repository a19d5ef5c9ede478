import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { resultKeys } from '@/api/query-keys';

import type { LeaderboardSummary } from './types';

/** The events with published results, newest first (staff also get those judging or judged). */
export function listLeaderboards(): Promise<LeaderboardSummary[]> {
  return unwrap(api.GET('/api/results/leaderboards'));
}

export function leaderboardsQueryOptions() {
  return queryOptions({ queryKey: resultKeys.leaderboards(), queryFn: listLeaderboards });
}
