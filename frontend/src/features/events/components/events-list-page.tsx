import { Empty, Skeleton } from 'antd';
import { useEffect } from 'react';

import { usePublicEvents } from '@/api/list-public-events';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { canCreateEvents } from '@/lib/roles';
import { useSession } from '@/lib/session/session';

import { EventListCard } from './event-list-card';
import styles from './events.module.css';

export function EventsListPage() {
  const role = useSession()?.user.role;
  const events = usePublicEvents();

  useEffect(() => {
    // The spec only logs a failed load; the page then reads like an empty list.
    if (events.error) console.warn('Failed to fetch events', events.error);
  }, [events.error]);

  return (
    <>
      <div className={styles.header}>
        <PageTitle>Events</PageTitle>
        {canCreateEvents(role) && (
          <ButtonLink to="/admin/events/create" color="primary" variant="solid">
            Create Event
          </ButtonLink>
        )}
      </div>
      {events.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : events.data && events.data.length > 0 ? (
        <ul className={styles.grid} aria-label="Events">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventListCard event={event} canDelete={role === 'admin'} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty
          className={styles.empty}
          description={
            <>
              <strong>No active events</strong>
              <br />
              Check back later for upcoming events!
            </>
          }
        />
      )}
    </>
  );
}
