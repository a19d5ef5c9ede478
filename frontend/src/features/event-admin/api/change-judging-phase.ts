import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { PhaseAction } from '../judging-progress';
import { judgingRunKeys } from './query-keys';

export function changeJudgingPhase(eventId: string, action: PhaseAction) {
  return unwrap(api.POST(`/api/admin/events/{eventId}/judging/${action}`, { params: { path: { eventId } } }));
}

export function useChangeJudgingPhase(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PhaseAction) => changeJudgingPhase(eventId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
  });
}
