import { lazy, Suspense, useEffect } from 'react';

import { usePublicEvents } from '@/api/list-public-events';
import { PageTitle } from '@/components/page-title';
import { ActionLink } from '@/components/public/action-link';
import { canCreateEvents } from '@/lib/roles';
import { useSession } from '@/lib/session/session';
import { useSignedInSettled } from '@/lib/session/signed-in-settled';

import { EventListCard } from './event-list-card';
import { EventsNav } from './events-nav';
import styles from './events.module.css';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

// Only admins delete: antd's modal and notifications load for them alone, after the page is up.
const DeleteEventButton = lazy(() =>
  import('./delete-event-button').then((module) => ({ default: module.DeleteEventButton })),
);

export function EventsListPage() {
  const role = useSession()?.user.role;
  const inApp = useSignedInSettled();
  const events = usePublicEvents();

  useEffect(() => {
    // The spec only logs a failed load; the page then reads like an empty list.
    if (events.error) console.warn('Failed to fetch events', events.error);
  }, [events.error]);

  const list = (
    <>
      <div className={styles.header}>
        <PageTitle>Events</PageTitle>
        {canCreateEvents(role) && (
          <ActionLink to="/admin/events/create" look="primary">
            Create Event
          </ActionLink>
        )}
      </div>
      {events.isPending ? (
        <p className={styles.loading} role="status">
          Loading events...
        </p>
      ) : events.data && events.data.length > 0 ? (
        <ul className={styles.grid} aria-label="Events">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventListCard
                event={event}
                deleteAction={
                  role === 'admin' ? (
                    <Suspense>
                      <DeleteEventButton event={event} />
                    </Suspense>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <strong>No active events</strong>
          <br />
          Check back later for upcoming events!
        </div>
      )}
    </>
  );
  // Signed in, the app shell draws the header and the page frame around the list.
  if (inApp) return list;
  return (
    <div className={styles.page}>
      <EventsNav />
      <main className={styles.content} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {list}
      </main>
    </div>
  );
}
