import { createFileRoute } from '@tanstack/react-router';

import { EventPage } from '@/features/events/components/event-page';

export const Route = createFileRoute('/events/$eventId/')({
  staticData: { hideAppHeader: true },
  component: EventRoutePage,
});

function EventRoutePage() {
  const { eventId } = Route.useParams();
  return <EventPage eventId={eventId} />;
}
