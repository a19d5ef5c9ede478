import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { resultKeys } from '@/api/query-keys';

import type { ResultsAction } from '../judging-progress';
import { judgingRunKeys } from './query-keys';

/** 'Publish Results' (closed -> published) or 'Withdraw Results' (back); a stale `expectedVersion` is a 409. */
export function changeResults(eventId: string, action: ResultsAction, expectedVersion: number) {
  const options = { params: { path: { eventId } }, body: { expectedVersion } };
  switch (action) {
    case 'publish':
      return unwrap(api.POST('/api/admin/events/{eventId}/judging/publish', options));
    case 'withdraw':
      return unwrap(api.POST('/api/admin/events/{eventId}/judging/withdraw', options));
  }
}

/** Publishes or withdraws, then refreshes the Judging tab and every leaderboard and team result. */
export function useChangeResults(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, expectedVersion }: { action: ResultsAction; expectedVersion: number }) =>
      changeResults(eventId, action, expectedVersion),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
        queryClient.invalidateQueries({ queryKey: resultKeys.all }),
      ]),
  });
}
