import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/api/client';
import { profileKeys } from '@/api/query-keys';

/** PUT /api/me/avatar: the staged avatar upload becomes the avatar; DELETE (null) removes it. */
export async function changeAvatar(fileId: string | null): Promise<void> {
  if (fileId === null) await api.DELETE('/api/me/avatar');
  else await api.PUT('/api/me/avatar', { body: { fileId } });
}

/** Refreshes the profile afterwards: it answers the new avatarFileUrl. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
