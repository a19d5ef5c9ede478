import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { emailPreferenceKeys } from './get-email-preferences';

/** What an email's unsubscribe link would turn off (no sign-in needed). */
export function unsubscribeLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: emailPreferenceKeys.link(token),
    queryFn: () => unwrap(api.GET('/api/email/unsubscribe', { params: { query: { token } } })),
    // A 404 is an answer (a link that is not valid), not a glitch.
    retry: false,
  });
}
