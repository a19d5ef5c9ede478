import { useQuery } from '@tanstack/react-query';

import { leaderboardsQueryOptions } from '@/api/list-leaderboards';

/**
 * The newest event whose judging is open: where the Judging tab opens when no event is chosen. The
 * leaderboards list gives staff the events whose judging has begun, with their phase.
 */
export function useOpenJudgingEventId() {
  return useQuery({
    ...leaderboardsQueryOptions(),
    select: (events) => events.find((event) => event.phase === 'open')?.eventId ?? null,
  });
}
