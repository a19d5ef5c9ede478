import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myJudgingKeys } from '@/api/query-keys';
import { api, unwrap } from '@/api/client';

export interface ConflictForm {
  projectId: string;
  reason: string;
}

export function declareConflict(eventId: string, body: ConflictForm) {
  return unwrap(api.POST('/api/judging/events/{eventId}/conflicts', { params: { path: { eventId } }, body }));
}

export function useDeclareConflict(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConflictForm) => declareConflict(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myJudgingKeys.all }),
  });
}
