import { createFileRoute } from '@tanstack/react-router';
import { Spin } from 'antd';

import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { requireSignedIn } from '@/features/auth/guards';
import { canCreateEvents } from '@/features/auth/roles';
import { AdminEventPage } from '@/features/event-admin/components/admin-event-page';
import { loadRole } from '@/features/event-admin/load-role';

export const Route = createFileRoute('/admin/events/$eventId')({
  beforeLoad: async (args) => {
    requireSignedIn(args);
    return { isStaff: canCreateEvents(await loadRole(args.context)) };
  },
  pendingComponent: () => <Spin />,
  component: AdminEventRoute,
});

function AdminEventRoute() {
  const { isStaff } = Route.useRouteContext();
  const { eventId } = Route.useParams();
  if (!isStaff) return <AccessDeniedRedirect description="You need admin or organizer privileges" />;
  return <AdminEventPage eventId={eventId} />;
}
