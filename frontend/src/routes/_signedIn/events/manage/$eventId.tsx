import { createFileRoute, useRouteContext } from '@tanstack/react-router';

import { PendingSpin } from '@/components/pending-spin';
import { EditEventPage } from '@/features/event-admin/components/edit-event-page';
import { loadCreateEventRole } from '@/routes/-create-event/load-role';

// Under /_signedIn: a visitor goes to /auth?next=… first. A participant or judge is told with the
// wizard's 'Not an Organizer' card rather than bounced, as on /create-event.
export const Route = createFileRoute('/_signedIn/events/manage/$eventId')({
  staticData: { pageTitle: 'Edit Event' },
  beforeLoad: loadCreateEventRole,
  pendingComponent: PendingSpin,
  component: ManageEventRoute,
});

function ManageEventRoute() {
  const { eventId } = Route.useParams();
  const role = useRouteContext({ strict: false, select: (context) => context.role });
  return <EditEventPage eventId={eventId} role={role ?? null} />;
}
