import { createFileRoute } from '@tanstack/react-router';
import { Spin } from 'antd';

import { currentRole } from '@/api/get-current-user';
import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { validateBootstrapSearch, type BootstrapSearch } from '@/features/event-admin/bootstrap-search';
import { BootstrapPage } from '@/features/event-admin/components/bootstrap/bootstrap-page';
import { canCreateEvents } from '@/lib/roles';
import { requireSignedIn } from '@/lib/session/guards';

// Admins and organizers. Anyone else is told so and sent to /dashboard by the component, which
// (unlike beforeLoad) can show a toast.
export const Route = createFileRoute('/admin/bootstrap')({
  validateSearch: validateBootstrapSearch,
  beforeLoad: async (args) => {
    requireSignedIn(args);
    const role = await currentRole(args.context);
    return { isStaff: canCreateEvents(role), isAdmin: role === 'admin' };
  },
  pendingComponent: () => <Spin />,
  component: BootstrapRoute,
});

function BootstrapRoute() {
  const { isStaff, isAdmin } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  if (!isStaff) return <AccessDeniedRedirect description="You need admin or organizer privileges" />;
  return (
    <BootstrapPage
      isAdmin={isAdmin}
      search={search}
      onSearchChange={(patch: BootstrapSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  );
}
