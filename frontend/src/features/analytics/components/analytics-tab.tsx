import { Select, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';

import { useAnalytics } from '../api/get-analytics';
import styles from './analytics.module.css';

// The charts and their library load only when this tab opens, in a chunk of their own.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const ALL_EVENTS = 'all';

/** The admin dashboard's Analytics tab: every chart for one event picked here (default: All Events). */
export function AnalyticsTab() {
  const [eventId, setEventId] = useState<string | undefined>(undefined);
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
          onChange={(value: string) => setEventId(value === ALL_EVENTS ? undefined : value)}
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
