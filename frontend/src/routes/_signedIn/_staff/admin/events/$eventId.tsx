import { createFileRoute } from '@tanstack/react-router';

import { AdminEventPage } from '@/features/event-admin/components/admin-event-page';

export const Route = createFileRoute('/_signedIn/_staff/admin/events/$eventId')({
  staticData: { pageTitle: 'Event · Admin' },
  component: AdminEventRoute,
});

function AdminEventRoute() {
  const { eventId } = Route.useParams();
  return <AdminEventPage eventId={eventId} />;
}
