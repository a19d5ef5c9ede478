import { createFileRoute } from '@tanstack/react-router';
import { Spin } from 'antd';

import { currentRole } from '@/api/get-current-user';
import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { AdminEventPage } from '@/features/event-admin/components/admin-event-page';
import { canCreateEvents } from '@/lib/roles';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/admin/events/$eventId')({
  beforeLoad: async (args) => {
    requireSignedIn(args);
    return { isStaff: canCreateEvents(await currentRole(args.context)) };
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
