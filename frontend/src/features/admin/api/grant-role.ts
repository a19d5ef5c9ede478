import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { refreshOwnRole } from '@/api/get-current-user';
import { staffKeys, userKeys } from '@/api/query-keys';
import { sessionStore } from '@/lib/session/session';

export type GrantRoleRequest = components['schemas']['GrantRoleDto'];

export function grantRole(body: GrantRoleRequest) {
  return unwrap(api.POST('/api/admin/roles/grant', { body }));
}

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantRole,
    onSuccess: async (staff, { email }) => {
      queryClient.setQueryData(staffKeys.all, staff);
      const ownEmail = sessionStore.get()?.user.email.toLowerCase();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // Granting to oneself (stepping down) changes what this very page may show.
        ownEmail === email.trim().toLowerCase() ? refreshOwnRole(queryClient) : undefined,
      ]);
    },
  });
}
