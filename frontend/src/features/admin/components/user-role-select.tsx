import { App, Select } from 'antd';

import type { UserSummary } from '@/api/list-users';
import { useServerError } from '@/hooks/use-server-error';
import { ROLES, roleLabel, type Role } from '@/lib/roles';

import { useChangeUserRole } from '../api/change-user-role';
import styles from './admin.module.css';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** A judge made a participant leaves every event they judge (decisions: the seats go with the role). */
const dropsJudgeSeats = (from: Role, to: Role) => from === 'judge' && to === 'participant';

/** One per row, so each row has its own busy state. */
export function UserRoleSelect({ user }: { user: UserSummary }) {
  const { message, modal } = App.useApp();
  const showServerError = useServerError();
  const change = useChangeUserRole();

  function choose(role: Role) {
    if (role === user.role) return;
    if (!dropsJudgeSeats(user.role, role)) {
      save(role);
      return;
    }
    modal.confirm({
      title: `Make ${user.email} a participant?`,
      content:
        'They will be taken off every event they judge, and their assignments and score sheets there are removed. ' +
        'Results change if those scores counted; the audit log keeps them.',
      okText: 'Change role',
      okButtonProps: { danger: true },
      cancelText: 'Keep as judge',
      onOk: () => save(role),
    });
  }

  function save(role: Role) {
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
