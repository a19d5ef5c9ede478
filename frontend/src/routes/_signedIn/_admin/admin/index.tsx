import { createFileRoute } from '@tanstack/react-router';

import { validateApplicationsSearch, type ApplicationsSearch } from '@/features/admin-applications/applications-search';
import { ApplicationsTab } from '@/features/admin-applications/components/applications-tab';
import { AnalyticsTab } from '@/features/analytics/components/analytics-tab';
import { validateAdminSearch, type AdminSearch } from '@/features/admin/admin-search';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';

type AdminDashboardSearch = AdminSearch & ApplicationsSearch;

export const Route = createFileRoute('/_signedIn/_admin/admin/')({
  validateSearch: (search): AdminDashboardSearch => ({
    ...validateAdminSearch(search),
    ...validateApplicationsSearch(search),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The layout shows non-admins the way out instead; nothing to load for them.
    if (!context.isAdmin) return;
    const { loadAdminDashboard } = await import('@/features/admin/load-admin');
    await loadAdminDashboard(context.queryClient, deps);
  },
  component: AdminDashboardRoute,
});

// The dashboard's Applications tab is the application review screens, with their own URL state.
function AdminDashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: AdminDashboardSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });

  return (
    <AdminDashboardPage
      search={search}
      onSearchChange={onSearchChange}
      applicationsTab={<ApplicationsTab search={search} onChange={onSearchChange} />}
      analyticsTab={<AnalyticsTab />}
    />
  );
}
