import { useQuery } from '@tanstack/react-query';

import { leaderboardsQueryOptions } from '@/api/list-leaderboards';

/**
 * Whether the event's results are published, from the public leaderboards list (what a visitor sees
 * there is exactly the published ones; staff also get judging in progress, told apart by phase).
 * Asked only for a completed event: before that there are no results to offer.
 */
export function useResultsPublished(eventId: string, enabled: boolean) {
  return useQuery({
    ...leaderboardsQueryOptions(),
    enabled,
    select: (events) => events.some((event) => event.eventId === eventId && event.phase === 'published'),
  });
}
