import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { refreshOwnRole } from '@/api/get-current-user';
import { sessionStore } from '@/lib/session/session';

import { staffQueryKey } from './list-staff';
import { usersQueryKey } from './list-users';

export type GrantRoleRequest = components['schemas']['GrantRoleDto'];

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantRoleRequest) => unwrap(api.POST('/api/admin/roles/grant', { body })),
    onSuccess: async (staff, { email }) => {
      queryClient.setQueryData(staffQueryKey, staff);
      const ownEmail = sessionStore.get()?.user.email.toLowerCase();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        // Granting to oneself (stepping down) changes what this very page may show.
        ownEmail === email.trim().toLowerCase() ? refreshOwnRole(queryClient) : undefined,
      ]);
    },
  });
}
