import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { projectStatsKeys, resultKeys } from '@/api/query-keys';

import { submissionKeys, winnerKeys } from './query-keys';

/** Deleting an event removes its submissions and winners: every staff view of them is stale. */
export function useRefreshSubmissionViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectStatsKeys.all }),
      queryClient.invalidateQueries({ queryKey: winnerKeys.all }),
    ]);
}

/** A winner changes the submission's status, the stats and the leaderboards' places too. */
export function refreshAfterWinnerChange(queryClient: QueryClient, eventId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: winnerKeys.forEvent(eventId) }),
    queryClient.invalidateQueries({ queryKey: resultKeys.all }),
    queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectStatsKeys.all }),
  ]);
}
