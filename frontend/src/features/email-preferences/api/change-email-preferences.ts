import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { EmailSwitches } from '../email-switches';
import { emailPreferenceKeys } from './get-email-preferences';

/** Saves every switch; the answer is the switches as stored. */
export function useChangeEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSwitches) => unwrap(api.PUT('/api/me/email-preferences', { body })),
    onSuccess: (preferences) => queryClient.setQueryData(emailPreferenceKeys.mine(), preferences),
  });
}
