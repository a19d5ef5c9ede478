import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { resultKeys } from '@/api/query-keys';

/**
 * The events whose judging has begun, as the leaderboards list gives them to staff (newest first,
 * with their phase): the same query and key as the leaderboards screen, so one fetch serves both.
 */
function judgedEventsQueryOptions() {
  return queryOptions({
    queryKey: resultKeys.leaderboards(),
    queryFn: () => unwrap(api.GET('/api/results/leaderboards')),
  });
}

/** The newest event whose judging is open: where the Judging tab opens when no event is chosen. */
export function useOpenJudgingEventId() {
  return useQuery({
    ...judgedEventsQueryOptions(),
    select: (events) => events.find((event) => event.phase === 'open')?.eventId ?? null,
  });
}
