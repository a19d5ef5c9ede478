import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getAccessStatus } from '@/api/get-access-status';
import { syncSessionUser } from '@/api/get-current-user';
import { sessionStore } from '@/lib/session/session';

/** Reads whether an admin exists and re-reads the caller's own role. */
export function useDebugBootstrap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [{ adminExists }] = await Promise.all([getAccessStatus(), syncSessionUser(queryClient)]);
      return { adminExists, isAdmin: sessionStore.get()?.user.role === 'admin' };
    },
  });
}
