import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { PhaseAction } from '../judging-progress';
import { judgingRunKeys } from './query-keys';

/** One step of the judging phase; `expectedVersion` is the version the tab showed (409 if stale). */
export function changeJudgingPhase(eventId: string, action: PhaseAction, expectedVersion: number) {
  const options = { params: { path: { eventId } }, body: { expectedVersion } };
  switch (action) {
    case 'open':
      return unwrap(api.POST('/api/admin/events/{eventId}/judging/open', options));
    case 'close':
      return unwrap(api.POST('/api/admin/events/{eventId}/judging/close', options));
    case 'reopen':
      return unwrap(api.POST('/api/admin/events/{eventId}/judging/reopen', options));
  }
}

export function useChangeJudgingPhase(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, expectedVersion }: { action: PhaseAction; expectedVersion: number }) =>
      changeJudgingPhase(eventId, action, expectedVersion),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
  });
}
