import { createFileRoute } from '@tanstack/react-router';

import { PendingSpin } from '@/components/pending-spin';
import { CreateEventRoute } from '@/routes/-create-event/create-event-route';
import { loadCreateEventRole } from '@/routes/-create-event/load-role';

export const Route = createFileRoute('/create-event')({
  staticData: { pageTitle: 'Create Event' },
  beforeLoad: loadCreateEventRole,
  pendingComponent: PendingSpin,
  component: CreateEventRoute,
});
