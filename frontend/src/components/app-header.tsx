import { Link } from '@tanstack/react-router';
import { Layout } from 'antd';

import { useJudgesEvents } from '@/api/get-my-judging';
import { useReviewsApplications } from '@/api/get-my-reviewing';
import { RoleBadge } from '@/components/role-badge';
import { UserMenu } from '@/components/user-menu';
import { useSession } from '@/lib/session/session';
import { showsFindTeams, showsJudging, showsReview, showsVentures, staffNavItems } from '@/lib/staff-nav';

import styles from './app-header.module.css';
import { ButtonLink } from './button-link';
import { LiveIndicator } from './live-indicator';
import { StaffMenu } from './staff-menu';

const activeLink = { className: styles.active };

export function AppHeader() {
  const session = useSession();
  const role = session?.user.role;
  const staffItems = staffNavItems(role);
  const judgesEvents = useJudgesEvents(session?.user.id);
  const reviewsApplications = useReviewsApplications(session?.user.id);

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
        {showsFindTeams(role) && (
          <Link to="/teams" activeProps={activeLink}>
            Find Teams
          </Link>
        )}
        {showsVentures(role) && (
          <Link to="/ventures" activeProps={activeLink}>
            Ventures
          </Link>
        )}
        {showsJudging(role, judgesEvents) && (
          <Link to="/judging" activeProps={activeLink}>
            Judging
          </Link>
        )}
        {showsReview(reviewsApplications) && (
          <Link to="/review" activeProps={activeLink}>
            Review
          </Link>
        )}
        {staffItems.length > 0 && <StaffMenu items={staffItems} />}
      </nav>
      <div className={styles.account}>
        {session ? (
          <>
            <LiveIndicator />
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
