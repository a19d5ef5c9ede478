import type { ReactNode } from 'react';

import type { EventDto } from '@/api/list-public-events';
import { StatusBadge } from '@/components/status-badge';
import { TrackBadges } from '@/components/track-badges';
import { PublicMarkdown } from '@/components/public/public-markdown';
import { formatInZone } from '@/lib/event-dates';

import { AddToCalendar } from './add-to-calendar';
import { MyApplicationStanding } from './apply-button';
import { EventAction } from './event-action';
import { EventCountdown } from './event-countdown';
import styles from './event-page.module.css';

/** The functional part of the event page: status, countdown, details and the apply action. */
export function EventDetailsCard({ event }: { event: EventDto }) {
  return (
    <section id="event" className={styles.detailsSection} aria-labelledby="event-details-title">
      <div className={styles.card}>
        <div className={styles.detailsHeader}>
          <h2 id="event-details-title" className={styles.detailsTitle}>
            {event.title}
          </h2>
          <StatusBadge kind="event" state={event.status} />
        </div>
        <EventCountdown
          deadline={event.submissionDeadline}
          graceMinutes={event.graceMinutes}
          timeZone={event.timezone}
        />
        {event.descriptionMd ? <PublicMarkdown markdown={event.descriptionMd} className={styles.description} /> : null}
        <dl className={styles.facts}>
          {event.location ? <Fact term="Location">{event.location}</Fact> : null}
          <Fact term="Starts">{formatInZone(event.startDate, event.timezone)}</Fact>
          <Fact term="Ends">{formatInZone(event.endDate, event.timezone)}</Fact>
          <Fact term="Submission deadline">{formatInZone(event.submissionDeadline, event.timezone)}</Fact>
          <Fact term="Tracks">
            <TrackBadges tracks={event.tracks} />
          </Fact>
          <Fact term="Team size">Maximum {event.teamSizeMax} members per team</Fact>
        </dl>
        {/* The applications feature adds the "already applied" status and View Dashboard here. */}
        <div className={styles.cardActions}>
          <EventAction event={event} applyLabel="Apply to Event" size="large" />
          {/* A sprint still to come or under way goes in the calendar; a completed one is history. */}
          {event.status === 'completed' ? null : <AddToCalendar eventId={event.id} size="large" />}
        </div>
        {event.status === 'completed' ? null : <MyApplicationStanding eventId={event.id} />}
      </div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
