import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

export const emailPreferenceKeys = {
  all: ['email-preferences'] as const,
  mine: () => [...emailPreferenceKeys.all, 'mine'] as const,
  link: (token: string) => [...emailPreferenceKeys.all, 'link', token] as const,
};

/** The signed-in user's switches, each category with its name and description. */
export function emailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: emailPreferenceKeys.mine(),
    queryFn: () => unwrap(api.GET('/api/me/email-preferences')),
  });
}
