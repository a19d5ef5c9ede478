import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { syncSessionUser } from '@/api/get-current-user';
import { sessionStore } from '@/lib/session/session';

/** Reads whether an admin exists and re-reads the caller's own role. */
export function useDebugBootstrap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [{ adminExists }] = await Promise.all([
        unwrap(api.GET('/api/access/status')),
        syncSessionUser(queryClient),
      ]);
      return { adminExists, isAdmin: sessionStore.get()?.user.role === 'admin' };
    },
  });
}

/** Asks the server for admin; it grants it only while no admin exists (decisions: harmless). */
export function useForceAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/access/bootstrap')),
    onSuccess: async ({ result }) => {
      if (result === 'created') await syncSessionUser(queryClient);
      // The access screens read the same status: let them see the new admin.
      await queryClient.invalidateQueries({ queryKey: ['access'] });
    },
  });
}
