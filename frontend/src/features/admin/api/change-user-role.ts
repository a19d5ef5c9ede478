import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { refreshOwnRole } from '@/api/get-current-user';
import type { UserSummary } from '@/api/list-users';
import { staffKeys, userKeys } from '@/api/query-keys';
import type { Role } from '@/lib/roles';
import { sessionStore } from '@/lib/session/session';

interface RoleChange {
  userId: string;
  role: Role;
}

interface UsersPage {
  items: UserSummary[];
  total: number;
}

export function changeUserRole({ userId, role }: RoleChange) {
  return unwrap(api.PUT('/api/admin/users/{userId}/role', { params: { path: { userId } }, body: { role } }));
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async ({ role }, { userId }) => {
      // Show the new role at once; the refetch below confirms it.
      queryClient.setQueriesData<UsersPage>(
        { queryKey: [...userKeys.all, 'list'] },
        (page) =>
          page && { ...page, items: page.items.map((user) => (user.userId === userId ? { ...user, role } : user)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        sessionStore.get()?.user.id === userId ? refreshOwnRole(queryClient) : undefined,
      ]);
    },
  });
}
