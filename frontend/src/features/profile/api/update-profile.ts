import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import type { Profile } from '@/api/get-profile';
import { profileKeys } from '@/api/query-keys';
import { sessionStore } from '@/lib/session/session';

export type ProfileUpdate = components['schemas']['UpdateProfileDto'];

export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return unwrap(api.PUT('/api/me/profile', { body }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(profileKeys.mine(), profile);
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
