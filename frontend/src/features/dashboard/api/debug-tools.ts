import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { syncSessionUser } from '@/features/auth/auth-api';
import { sessionStore } from '@/features/auth/session';

/** Reads whether an admin exists and re-reads the caller's own role. */
export function useDebugBootstrap() {
  return useMutation({
    mutationFn: async () => {
      const [{ adminExists }] = await Promise.all([unwrap(api.GET('/api/access/status')), syncSessionUser()]);
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
      if (result === 'created') await syncSessionUser();
      // The access screens read the same status: let them see the new admin.
      await queryClient.invalidateQueries({ queryKey: ['access'] });
    },
  });
}
