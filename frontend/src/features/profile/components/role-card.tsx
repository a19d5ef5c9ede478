import { Card, Typography } from 'antd';

import { RoleBadge } from '@/components/role-badge';
import { ROLES, type Role } from '@/lib/roles';

import { roleDescription } from '../role-descriptions';
import styles from './profile.module.css';

/** What the user's role lets them do, and what the other roles can. */
export function RoleCard({ role }: { role: Role }) {
  const others = [...ROLES].reverse().filter((each) => each !== role);

  return (
    <Card title="Your role" extra={<RoleBadge role={role} />}>
      <p className={styles.current}>{roleDescription(role)}</p>
      <Typography.Text type="secondary">Other roles</Typography.Text>
      <ul className={styles.roles}>
        {others.map((each) => (
          <li key={each}>{roleDescription(each)}</li>
        ))}
      </ul>
    </Card>
  );
}
