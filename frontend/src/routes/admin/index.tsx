import { createFileRoute } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { validateAdminSearch, type AdminSearch } from '@/features/admin/admin-search';
import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';
import { requireSignedIn } from '@/lib/session/guards';

// Admins only. A signed-in non-admin is told so and sent to /dashboard by the component, which
// (unlike beforeLoad) can show a toast.
export const Route = createFileRoute('/admin/')({
  validateSearch: validateAdminSearch,
  beforeLoad: async (args) => {
    requireSignedIn(args);
    return { isAdmin: (await currentRole(args.context)) === 'admin' };
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin) return;
    const { loadAdminDashboard } = await import('@/features/admin/load-admin');
    await loadAdminDashboard(context.queryClient, deps);
  },
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { isAdmin } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  if (!isAdmin) return <AccessDeniedRedirect description="You don't have admin privileges" />;
  return (
    <AdminDashboardPage
      search={search}
      onSearchChange={(patch: AdminSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  );
}
