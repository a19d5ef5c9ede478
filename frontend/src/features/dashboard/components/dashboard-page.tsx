import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { currentUserQueryOptions } from '@/api/get-current-user';

import { usePublicEvents } from '@/api/list-public-events';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session/session';

import { countActive } from '../debug-report';
import { DashboardStats } from './dashboard-stats';
import styles from './dashboard.module.css';
import { DebugToolsCard } from './debug-tools-card';
import { JudgingCard } from './judging-card';
import { MyEventsCard } from './my-events-card';
import { QuickActions } from './quick-actions';
import { RecentEventsCard } from './recent-events-card';

interface DashboardPageProps {
  /** Other features' cards (the ventures' 'My Ventures'), placed by the route. */
  venturesCard?: ReactNode;
}

export function DashboardPage({ venturesCard }: DashboardPageProps = {}) {
  const session = useSession();
  const events = usePublicEvents();
  // The route guard has just asked the server who this is, so this is read from the cache.
  const me = useQuery({ ...currentUserQueryOptions(session?.user.id ?? ''), enabled: Boolean(session) });

  useEffect(() => {
    // The spec only logs a failed load; the lists then read as empty.
    if (events.error) console.warn('Failed to fetch events', events.error);
  }, [events.error]);

  const eventList = events.isPending ? undefined : (events.data ?? []);
  const name = session?.user.name || session?.user.email;

  return (
    <div className={styles.page}>
      <div>
        <PageTitle>Dashboard</PageTitle>
        {/* Said once the server has told whether this is the first sign-in: never a greeting that then changes. */}
        <p className={styles.welcome}>
          {me.data ? `${greeting(me.data.firstSignIn)}${name ? `, ${name}` : ''}!` : '\u00a0'}
        </p>
      </div>
      <DashboardStats activeEvents={eventList && countActive(eventList)} />
      <QuickActions />
      <JudgingCard />
      {venturesCard}
      <MyEventsCard />
      <RecentEventsCard events={eventList} />
      <DebugToolsCard />
    </div>
  );
}

function greeting(firstSignIn: boolean): string {
  return firstSignIn ? 'Welcome' : 'Welcome back';
}
