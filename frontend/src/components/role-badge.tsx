import { roleLabel, type Role } from '@/lib/roles';

import styles from './role-badge.module.css';

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={`${styles.badge} ${styles[role]}`} data-role-badge={role}>
      {roleLabel(role)}
    </span>
  );
}
