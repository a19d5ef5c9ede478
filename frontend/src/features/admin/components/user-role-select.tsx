import { App, Select } from 'antd';

import type { UserSummary } from '@/api/list-users';
import { useServerError } from '@/hooks/use-server-error';
import { ROLES, roleLabel, type Role } from '@/lib/roles';

import { useChangeUserRole } from '../api/change-user-role';
import styles from './admin.module.css';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** One per row, so each row has its own busy state. */
export function UserRoleSelect({ user }: { user: UserSummary }) {
  const { message } = App.useApp();
  const showServerError = useServerError();
  const change = useChangeUserRole();

  function choose(role: Role) {
    if (role === user.role) return;
    change.mutate(
      { userId: user.userId, role },
      {
        onSuccess: () => void message.success('User role updated successfully'),
        // The server's message says why, e.g. that the platform must keep one admin.
        onError: (error) => showServerError(error, { title: 'Failed to update user role' }),
      },
    );
  }

  return (
    <Select<Role>
      aria-label={`Role of ${user.email}`}
      className={styles.roleSelect}
      value={change.isPending ? change.variables.role : user.role}
      options={ROLE_OPTIONS}
      loading={change.isPending}
      disabled={change.isPending}
      onChange={choose}
    />
  );
}
