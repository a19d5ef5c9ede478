import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';

import { useAnalytics } from '../api/get-analytics';
import styles from './analytics.module.css';

// The charts and their library load only when this tab opens, in a chunk of their own.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const ALL_EVENTS = 'all';

interface AnalyticsTabProps {
  /** The picked event (undefined: All Events); the route keeps it in the URL, so a reload or a shared link shows it again. */
  eventId: string | undefined;
  onEventChange: (eventId: string | undefined) => void;
}

/** The admin dashboard's Analytics tab: every chart for one event picked here (default: All Events). */
export function AnalyticsTab({ eventId, onEventChange }: AnalyticsTabProps) {
  const events = useAdminEvents();
  const analytics = useAnalytics(eventId);

  return (
    <div>
      <div className={styles.toolbar}>
        <label htmlFor="analytics-event">Event</label>
        {/* The browser's own select: a programme runs a handful of sprints a year, and antd's Select
            would add about 20 KB to the tab's first load. */}
        <select
          id="analytics-event"
          className={styles.picker}
          value={eventId ?? ALL_EVENTS}
          onChange={(event) => onEventChange(event.target.value === ALL_EVENTS ? undefined : event.target.value)}
          aria-busy={events.isPending || undefined}
        >
          <option value={ALL_EVENTS}>All Events</option>
          {/* A linked event holds its place until the list arrives with its title. */}
          {eventId && !events.data ? <option value={eventId}>Loading…</option> : null}
          {(events.data ?? []).map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </select>
      </div>
      {analytics.isError ? (
        <p role="alert">The analytics could not be loaded. Please try again.</p>
      ) : (
        <Suspense fallback={<Spin tip="Loading charts…" />}>
          <AnalyticsCharts data={analytics.data} loading={analytics.isPending} />
        </Suspense>
      )}
    </div>
  );
}
