import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { resultKeys } from '@/api/query-keys';

import type { Leaderboard } from './types';

/** An event's ranking, overall and per track (403 'Results have not been published yet.' before publishing, for non-staff). */
export function getLeaderboard(eventId: string): Promise<Leaderboard> {
  return unwrap(api.GET('/api/results/leaderboards/{eventId}', { params: { path: { eventId } } }));
}

export function leaderboardQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: resultKeys.leaderboard(eventId),
    queryFn: () => getLeaderboard(eventId),
    // A 403 (not published) or 404 will not change on a second try.
    retry: false,
  });
}
