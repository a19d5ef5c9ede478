import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { emailPreferenceKeys } from './get-email-preferences';

/** The page's 'Unsubscribe' button: the same one-click POST mail clients send, as JSON. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/email/unsubscribe', {
          params: { query: { token } },
          body: { 'List-Unsubscribe': 'One-Click' },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailPreferenceKeys.all }),
  });
}
