import { ActionLink } from '@/components/public/action-link';
import { PublicHeader } from '@/components/public/public-header';
import { LandingSectionLinks } from '@/components/landing-layout/landing-section-links';

import type { EventDto } from '@/api/list-public-events';

import { EventAction } from './event-action';

/** The visitor's header: Apply Now for an event open to applications, View Results for a completed one. */
export function EventNav({ event }: { event: EventDto | undefined }) {
  return (
    <PublicHeader
      links={<LandingSectionLinks />}
      visitorAction={
        event ? (
          <EventAction event={event} applyLabel="Apply Now" quiet />
        ) : (
          <ActionLink to="/auth" look="primary">
            Apply Now
          </ActionLink>
        )
      }
    />
  );
}
