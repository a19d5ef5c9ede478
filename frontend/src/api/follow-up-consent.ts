import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { participantApplicationKeys } from './query-keys';

/** The follow-up consent and survey of the applicant's own application (insights.md 5). */
export const followUpConsentKeys = {
  all: [...participantApplicationKeys.all, 'follow-up'] as const,
  detail: (applicationId: string) => [...followUpConsentKeys.all, applicationId] as const,
};

export function applicationFollowUpQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: followUpConsentKeys.detail(applicationId),
    queryFn: () =>
      unwrap(api.GET('/api/me/applications/{applicationId}/follow-up', { params: { path: { applicationId } } })),
    retry: false,
  });
}

/**
 * Withdraws 'May we ask you in 6 months how your idea went?': the survey is cancelled and nothing
 * more is asked. Refreshes the application's consent and every survey shown (`alsoInvalidate`).
 */
export function useWithdrawFollowUpConsent(alsoInvalidate?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      unwrap(
        api.DELETE('/api/me/applications/{applicationId}/follow-up-consent', {
          params: { path: { applicationId } },
        }),
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: followUpConsentKeys.all });
      if (alsoInvalidate) await queryClient.invalidateQueries({ queryKey: alsoInvalidate });
    },
  });
}
