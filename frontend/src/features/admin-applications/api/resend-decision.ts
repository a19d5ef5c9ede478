import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { applicationKeys } from './query-keys';

/** Sends the decision email of an approved or rejected application again. */
export function resendDecision(applicationId: string) {
  return unwrap(api.POST('/api/admin/applications/{applicationId}/resend', { params: { path: { applicationId } } }));
}

export function useResendDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDecision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
