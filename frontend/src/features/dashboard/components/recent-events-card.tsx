import { Card, Empty, Skeleton } from 'antd';

import type { EventDto } from '@/api/list-public-events';
import { ButtonLink } from '@/components/button-link';
import { StatusBadge } from '@/components/status-badge';
import { formatDateRange } from '@/lib/event-dates';

import { RECENT_EVENTS_LIMIT } from '../debug-report';
import styles from './dashboard.module.css';

export function RecentEventsCard({ events }: { events: EventDto[] | undefined }) {
  return (
    <Card title="Recent Events">
      {events === undefined ? (
        <Skeleton active />
      ) : events.length === 0 ? (
        <Empty description="No active events" />
      ) : (
        <ul className={styles.events} aria-label="Recent events">
          {events.slice(0, RECENT_EVENTS_LIMIT).map((event) => (
            <li key={event.id}>
              <Card size="small">
                <h3 className={styles.eventTitle}>
                  {event.title} <StatusBadge kind="event" state={event.status} />
                </h3>
                <p className={styles.eventDates}>{formatDateRange(event.startDate, event.endDate, event.timezone)}</p>
                <ButtonLink
                  to="/events/$eventId"
                  params={{ eventId: event.id }}
                  aria-label={`View Details of ${event.title}`}
                >
                  View Details
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
