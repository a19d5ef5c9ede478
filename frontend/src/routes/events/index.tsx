import { createFileRoute } from '@tanstack/react-router';

import { EventsListPage } from '@/features/events/components/events-list-page';

export const Route = createFileRoute('/events/')({
  // A public page rendered on the server: its own light header, not the app shell's antd one.
  staticData: { hideAppHeader: true },
  component: EventsListPage,
});
