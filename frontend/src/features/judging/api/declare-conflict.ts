import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { myJudgingKeys } from '@/api/query-keys';

export type ConflictForm = components['schemas']['DeclareConflictDto'];

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
