import { Link } from '@tanstack/react-router';
import { Layout } from 'antd';

import { RoleBadge } from '@/components/role-badge';
import { UserMenu } from '@/components/user-menu';
import { canCreateEvents } from '@/lib/roles';
import { useSession } from '@/lib/session/session';

import styles from './app-header.module.css';
import { ButtonLink } from './button-link';

const activeLink = { className: styles.active };

export function AppHeader() {
  const session = useSession();

  return (
    <Layout.Header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Sprintboard
      </Link>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/dashboard" activeProps={activeLink}>
          Dashboard
        </Link>
        <Link to="/events" activeProps={activeLink}>
          Events
        </Link>
        <Link to="/projects" activeProps={activeLink}>
          Projects
        </Link>
        {canCreateEvents(session?.user.role) && (
          <Link to="/admin" activeProps={activeLink}>
            Admin
          </Link>
        )}
      </nav>
      <div className={styles.account}>
        {session ? (
          <>
            <RoleBadge role={session.user.role} />
            <UserMenu user={session.user} />
          </>
        ) : (
          <ButtonLink to="/auth" color="primary" variant="solid">
            Sign In
          </ButtonLink>
        )}
      </div>
    </Layout.Header>
  );
}
