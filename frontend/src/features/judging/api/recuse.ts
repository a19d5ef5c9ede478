import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { myJudgingKeys } from '@/api/query-keys';

export function recuse(assignmentId: string, reason: string) {
  return unwrap(
    api.POST('/api/judging/assignments/{assignmentId}/recuse', {
      params: { path: { assignmentId } },
      body: { reason },
    }),
  );
}

/** Recuses from the assignment; answers whether another judge took it over. */
export function useRecuse(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => recuse(assignmentId, reason),
    // Not awaited: the caller's own callbacks (toast, navigation) must run before the refetched
    // sheet can unmount the component that called.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myJudgingKeys.all });
    },
  });
}
