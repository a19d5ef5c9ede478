import { createFileRoute } from '@tanstack/react-router';

import { EventsListPage } from '@/features/events/components/events-list-page';

export const Route = createFileRoute('/events/')({
  // A public page rendered on the server: a visitor gets its light header; a signed-in user the full
  // app header (links, role badge, Sign Out), once the sign-in is known.
  staticData: { pageTitle: 'Events', hideAppHeader: 'visitors' },
  component: EventsListPage,
});
