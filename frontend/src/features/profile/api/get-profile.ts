import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type Profile = components['schemas']['ProfileDto'];

export const profileQueryKey = ['profile', 'me'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: () => unwrap(api.GET('/api/me/profile')),
  });
}

/** The signed-in user's profile; the route loader has already fetched it. */
export function useProfile(): Profile {
  return useSuspenseQuery(profileQueryOptions()).data;
}
