import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myJudgingKeys } from '@/api/query-keys';
import { api, unwrap } from '@/api/client';

export function recuse(projectId: string, eventId: string, reason: string) {
  return unwrap(
    api.POST('/api/judging/projects/{projectId}/recuse', {
      params: { path: { projectId }, query: { event: eventId } },
      body: { reason },
    }),
  );
}

export function useRecuse(projectId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => recuse(projectId, eventId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myJudgingKeys.all }),
  });
}
