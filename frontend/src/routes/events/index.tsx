import { createFileRoute } from '@tanstack/react-router';

import { EventsListPage } from '@/features/events/components/events-list-page';

export const Route = createFileRoute('/events/')({
  component: EventsListPage,
});
