import { Select, Spin } from 'antd';
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
        <Select
          id="analytics-event"
          className={styles.picker}
          value={eventId ?? ALL_EVENTS}
          loading={events.isPending}
          onChange={(value: string) => onEventChange(value === ALL_EVENTS ? undefined : value)}
          options={[
            { value: ALL_EVENTS, label: 'All Events' },
            ...(events.data ?? []).map((event) => ({ value: event.id, label: event.title })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Event"
        />
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
