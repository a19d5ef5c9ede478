import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/$eventId/')({
  component: EventPage,
});

function EventPage() {
  return <PageTitle>Event</PageTitle>;
}
