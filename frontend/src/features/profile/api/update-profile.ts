import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { sessionStore } from '@/lib/session/session';

import { profileQueryKey, type Profile } from './get-profile';

export type ProfileUpdate = components['schemas']['UpdateProfileDto'];

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => unwrap(api.PUT('/api/me/profile', { body })),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header shows the session's name, which the new first and last name just changed.
      const session = sessionStore.get();
      if (
        session &&
        session.user.id === profile.userId &&
        profile.name !== null &&
        session.user.name !== profile.name
      ) {
        sessionStore.set({ ...session, user: { ...session.user, name: profile.name } });
      }
    },
  });
}
