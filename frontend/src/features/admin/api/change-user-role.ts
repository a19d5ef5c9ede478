import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { refreshOwnRole } from '@/api/get-current-user';
import type { Role } from '@/lib/roles';
import { sessionStore } from '@/lib/session/session';

import { staffQueryKey } from './list-staff';
import { usersQueryKey, type UserSummary } from './list-users';

interface RoleChange {
  userId: string;
  role: Role;
}

interface UsersPage {
  items: UserSummary[];
  total: number;
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange) =>
      unwrap(api.PUT('/api/admin/users/{userId}/role', { params: { path: { userId } }, body: { role } })),
    onSuccess: async ({ role }, { userId }) => {
      // Show the new role at once; the refetch below confirms it.
      queryClient.setQueriesData<UsersPage>(
        { queryKey: [...usersQueryKey, 'list'] },
        (page) =>
          page && { ...page, items: page.items.map((user) => (user.userId === userId ? { ...user, role } : user)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey }),
        sessionStore.get()?.user.id === userId ? refreshOwnRole(queryClient) : undefined,
      ]);
    },
  });
}
