import { createFileRoute } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { validateApplicationsSearch, type ApplicationsSearch } from '@/features/admin-applications/applications-search';
import { ApplicationsTab } from '@/features/admin-applications/components/applications-tab';
import { validateAdminSearch, type AdminSearch } from '@/features/admin/admin-search';
import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';
import { requireSignedIn } from '@/lib/session/guards';

type AdminDashboardSearch = AdminSearch & ApplicationsSearch;

// Admins only. A signed-in non-admin is told so and sent to /dashboard by the component, which
// (unlike beforeLoad) can show a toast.
export const Route = createFileRoute('/admin/')({
  validateSearch: (search): AdminDashboardSearch => ({
    ...validateAdminSearch(search),
    ...validateApplicationsSearch(search),
  }),
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

// The dashboard's Applications tab is the application review screens, with their own URL state.
function AdminDashboardRoute() {
  const { isAdmin } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: AdminDashboardSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });

  if (!isAdmin) return <AccessDeniedRedirect description="You don't have admin privileges" />;
  return (
    <AdminDashboardPage
      search={search}
      onSearchChange={onSearchChange}
      applicationsTab={<ApplicationsTab search={search} onChange={onSearchChange} />}
    />
  );
}
