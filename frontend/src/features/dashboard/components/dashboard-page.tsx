import { useEffect } from 'react';

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

export function DashboardPage() {
  const session = useSession();
  const events = usePublicEvents();

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
        <p className={styles.welcome}>Welcome back{name ? `, ${name}` : ''}!</p>
      </div>
      <DashboardStats activeEvents={eventList && countActive(eventList)} />
      <QuickActions />
      <JudgingCard />
      <DebugToolsCard />
      <MyEventsCard />
      <RecentEventsCard events={eventList} />
    </div>
  );
}
