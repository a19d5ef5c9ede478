import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { judgingRunKeys } from './query-keys';

/** The close date judges are reminded of (an ISO instant), or null to clear it; a past date is a 400. */
export function useSetJudgingCloseDate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closesAt: string | null) =>
      unwrap(
        api.PUT('/api/admin/events/{eventId}/judging/close-date', {
          params: { path: { eventId } },
          body: { closesAt },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
  });
}
