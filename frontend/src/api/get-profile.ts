import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { profileKeys } from './query-keys';

export type Profile = components['schemas']['ProfileDto'];

/** The signed-in user's profile. */
export function getProfile(): Promise<Profile> {
  return unwrap(api.GET('/api/me/profile'));
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.mine(), queryFn: getProfile });
}

/** For a route whose loader has already fetched the profile. */
export function useProfile(): Profile {
  return useSuspenseQuery(profileQueryOptions()).data;
}
