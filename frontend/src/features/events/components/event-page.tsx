import type { ReactNode } from 'react';

import { ApiError } from '@/api/api-error';
import { useEvent } from '@/api/get-event';
import type { EventDto } from '@/api/list-public-events';
import { ActionLink } from '@/components/public/action-link';
import landing from '@/components/landing-layout/landing.module.css';
import { useSignedInSettled } from '@/lib/session/signed-in-settled';

import { EventAction } from './event-action';
import { EventDetailsCard } from './event-details-card';
import { cohortLine, eventWhen, statusSentence } from './event-facts';
import { EventClosingCta, EventFooter, EventPillars, EventProof } from './event-marketing';
import { EventNav } from './event-nav';
import styles from './event-page.module.css';
import { PageMain } from '@/components/skip-link';

interface EventPageProps {
  eventId: string;
  /** The programme's sections (who it is for, how it runs), as the landing page tells them, for this event. */
  programme: (event: EventDto) => ReactNode;
}

/** /events/{id}: the marketing landing of one sprint with its functional event card inside. */
export function EventPage({ eventId, programme }: EventPageProps) {
  const event = useEvent(eventId);
  // Signed in, the app shell draws the full header instead of the visitor's light one.
  const inApp = useSignedInSettled();

  return (
    <div className={landing.page}>
      {inApp ? null : <EventNav event={event.data} />}
      {event.isPending ? (
        <p className={styles.status} role="status">
          Loading event...
        </p>
      ) : event.data ? (
        <>
          <PageMain inApp={inApp}>
            <EventHero event={event.data} />
            <EventDetailsCard event={event.data} />
            <EventPillars />
            {programme(event.data)}
            <EventProof />
            <EventClosingCta event={event.data} />
          </PageMain>
          <EventFooter />
        </>
      ) : (
        <EventUnavailable inApp={inApp} notFound={event.error instanceof ApiError && event.error.status === 404} />
      )}
    </div>
  );
}

/** The event's own hero: its title, place, dates in its time zone, cohort and where it stands. */
function EventHero({ event }: { event: EventDto }) {
  return (
    <section className={landing.hero} aria-labelledby="hero-title">
      <p className={landing.eyebrow}>{event.location ?? '72-hour venture sprint'}</p>
      <h1 id="hero-title" className={landing.heroTitle}>
        {event.title}
      </h1>
      <ul className={styles.heroFacts} aria-label="When and who">
        <li>{eventWhen(event)}</li>
        <li>{cohortLine(event)}</li>
      </ul>
      <p className={landing.lead}>{statusSentence(event)}</p>
      <div className={landing.actions}>
        <EventAction event={event} applyLabel="Apply to Event" size="large" />
        <ActionLink to="/events" size="large">
          Browse Events
        </ActionLink>
      </div>
    </section>
  );
}

function EventUnavailable({ inApp, notFound }: { inApp: boolean; notFound: boolean }) {
  return (
    <PageMain inApp={inApp} className={styles.unavailable}>
      <h1>{notFound ? 'Event Not Found' : 'Failed to fetch event data'}</h1>
      <p>
        {notFound ? "The event you're looking for doesn't exist or isn't public yet." : 'Please try again in a moment.'}
      </p>
      <div className={landing.actions}>
        <ActionLink to="/" look="primary">
          Go Home
        </ActionLink>
        <ActionLink to="/events">Back to Events</ActionLink>
      </div>
    </PageMain>
  );
}
