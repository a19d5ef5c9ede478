import { Link } from '@tanstack/react-router';
import { Avatar, Dropdown, type MenuProps } from 'antd';

import { useSignOut } from '@/hooks/use-sign-out';
import type { SessionUser } from '@/lib/session/session';

import styles from './user-menu.module.css';

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const displayName = user.name || user.email;

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div className={styles.who}>
          <span className={styles.name}>{displayName}</span>
          {user.name && <span className={styles.email}>{user.email}</span>}
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'profile', label: <Link to="/profile">Profile</Link> },
    { key: 'dashboard', label: <Link to="/dashboard">Dashboard</Link> },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sign Out', onClick: () => void signOut() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.trigger} aria-label={`Account menu for ${displayName}`}>
        <Avatar className={styles.avatar}>{displayName.charAt(0).toUpperCase()}</Avatar>
      </button>
    </Dropdown>
  );
}
