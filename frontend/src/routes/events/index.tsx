import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/')({
  component: EventsPage,
});

function EventsPage() {
  return <PageTitle>Events</PageTitle>;
}
