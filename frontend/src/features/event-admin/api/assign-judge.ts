import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { judgingKeys, judgingRunKeys } from './query-keys';

// Both answer with the event's judges, which replace the cached ones.

/** An account by its exact email, or a person picked from the judge candidates. */
export type JudgeChoice = { email: string } | { userId: string };

export function addJudge(eventId: string, judge: JudgeChoice) {
  return unwrap(api.POST('/api/admin/events/{eventId}/judges', { params: { path: { eventId } }, body: judge }));
}

export function removeJudge(eventId: string, userId: string) {
  return unwrap(api.DELETE('/api/admin/events/{eventId}/judges/{userId}', { params: { path: { eventId, userId } } }));
}

export function useAddJudge(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (judge: JudgeChoice) => addJudge(eventId, judge),
    onSuccess: (judges) => queryClient.setQueryData(judgingKeys.judges(eventId), judges),
  });
}

export function useRemoveJudge(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeJudge(eventId, userId),
    onSuccess: (judges) => {
      queryClient.setQueryData(judgingKeys.judges(eventId), judges);
      // Their assignments went with them: the matrix, the counts and the coverage change.
      return queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) });
    },
  });
}
