import { createFileRoute } from '@tanstack/react-router';

import type { EventDto } from '@/api/list-public-events';
import { EventPage } from '@/features/events/components/event-page';
import { EventCohort } from '@/features/events/components/event-cohort';
import { ProgramSection } from '@/features/landing/sections/program-section';
import { WhoSection } from '@/features/landing/sections/who-section';

export const Route = createFileRoute('/events/$eventId/')({
  // Rendered on the server with the visitor's light header; a signed-in user gets the app header once known.
  staticData: { hideAppHeader: 'visitors' },
  component: EventRoutePage,
});

// The event page tells the programme the way the landing page does, with this event as its cohort.
function EventRoutePage() {
  const { eventId } = Route.useParams();
  return (
    <EventPage
      eventId={eventId}
      programme={(event: EventDto) => (
        <>
          <WhoSection />
          <ProgramSection callout={<EventCohort event={event} />} />
        </>
      )}
    />
  );
}
