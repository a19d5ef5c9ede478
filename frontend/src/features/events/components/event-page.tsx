import type { ReactNode } from 'react';

import { ApiError } from '@/api/api-error';
import { useEvent } from '@/api/get-event';
import type { EventDto } from '@/api/list-public-events';
import { ActionLink } from '@/components/public/action-link';
import landing from '@/components/landing-layout/landing.module.css';
import { formatDateRange } from '@/lib/event-dates';
import { useSignedInSettled } from '@/lib/session/signed-in-settled';

import { ApplyButton } from './apply-button';
import { EventDetailsCard } from './event-details-card';
import { EventClosingCta, EventFooter, EventPillars, EventProof } from './event-marketing';
import { EventNav } from './event-nav';
import styles from './event-page.module.css';
import { PageMain } from '@/components/skip-link';

interface EventPageProps {
  eventId: string;
  /** The programme's sections (who it is for, how it runs), as the landing page tells them. */
  programme: ReactNode;
}

/** /events/{id}: the marketing landing of one sprint with its functional event card inside. */
export function EventPage({ eventId, programme }: EventPageProps) {
  const event = useEvent(eventId);
  // Signed in, the app shell draws the full header instead of the visitor's light one.
  const inApp = useSignedInSettled();

  return (
    <div className={landing.page}>
      {inApp ? null : <EventNav eventId={event.data ? eventId : undefined} />}
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
            {programme}
            <EventProof />
            <EventClosingCta eventId={eventId} />
          </PageMain>
          <EventFooter />
        </>
      ) : (
        <EventUnavailable inApp={inApp} notFound={event.error instanceof ApiError && event.error.status === 404} />
      )}
    </div>
  );
}

function EventHero({ event }: { event: EventDto }) {
  const where = [event.location, formatDateRange(event.startDate, event.endDate, event.timezone)];
  return (
    <section className={landing.hero} aria-labelledby="hero-title">
      <p className={landing.eyebrow}>{where.filter(Boolean).join(' · ')}</p>
      <h1 id="hero-title" className={landing.heroTitle}>
        {event.title}
      </h1>
      <p className={landing.lead}>
        A 72-hour venture sprint for enterprise builders: build a real product with a small team, test it with users,
        and prove it is worth funding.
      </p>
      <div className={landing.actions}>
        <ApplyButton eventId={event.id} size="large">
          Apply to Event
        </ApplyButton>
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
