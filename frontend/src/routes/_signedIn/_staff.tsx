import { createFileRoute, Outlet } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { AccessDeniedRedirect } from '@/components/access-denied-redirect';
import { PendingSpin } from '@/components/pending-spin';
import { canCreateEvents } from '@/lib/roles';

// Pathless layout of the staff screens: admins and organizers. Anyone else is told so and sent to
// /dashboard by the component, which (unlike beforeLoad) can show a toast.
export const Route = createFileRoute('/_signedIn/_staff')({
  beforeLoad: async ({ context }) => {
    const role = await currentRole(context);
    return { isStaff: canCreateEvents(role), isAdmin: role === 'admin' };
  },
  pendingComponent: PendingSpin,
  component: StaffLayout,
});

function StaffLayout() {
  const { isStaff } = Route.useRouteContext();
  if (!isStaff) return <AccessDeniedRedirect description="You need admin or organizer privileges" />;
  return <Outlet />;
}
