import type { EventDto } from '@/api/list-public-events';
import landing from '@/components/landing-layout/landing.module.css';

import { cohortLine, eventWhen } from './event-facts';

/** The Program section's callout on an event page: this event's cohort, not the landing's next one. */
export function EventCohort({ event }: { event: EventDto }) {
  const open = event.status !== 'completed';
  return (
    <div className={landing.callout}>
      <p className={landing.eyebrow}>{open ? 'Now accepting applications' : 'Applications closed'}</p>
      <h3 className={landing.calloutTitle}>
        {event.title}
        {event.location ? ` in ${event.location}` : ''}
      </h3>
      <p className={landing.text}>{eventWhen(event)}</p>
      <p className={landing.text}>{cohortLine(event)}.</p>
    </div>
  );
}
