import { createFileRoute, Outlet } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { AccessDeniedRedirect } from '@/components/access-denied-redirect';

// Pathless layout of the admin-only screens. A signed-in non-admin is told so and sent to
// /dashboard by the component, which (unlike beforeLoad) can show a toast.
export const Route = createFileRoute('/_signedIn/_admin')({
  beforeLoad: async ({ context }) => ({ isAdmin: (await currentRole(context)) === 'admin' }),
  component: AdminLayout,
});

function AdminLayout() {
  const { isAdmin } = Route.useRouteContext();
  if (!isAdmin) return <AccessDeniedRedirect description="You don't have admin privileges" />;
  return <Outlet />;
}
