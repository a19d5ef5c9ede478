import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { myReviewingKeys } from '@/api/query-keys';

export function recuseFromReview(applicationId: string, reason: string) {
  return unwrap(
    api.POST('/api/review/applications/{applicationId}/recuse', {
      params: { path: { applicationId } },
      body: { reason },
    }),
  );
}

/** 'Recuse', with a reason: the application leaves the caller's queue for the next eligible reviewer. */
export function useRecuseFromReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => recuseFromReview(applicationId, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myReviewingKeys.all });
    },
  });
}
