import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';

import { validateApplicationsSearch, type ApplicationsSearch } from '@/features/admin-applications/applications-search';
import { validateAdminSearch, type AdminSearch } from '@/features/admin/admin-search';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';
import { tabTitle } from '@/lib/page-title';

type AdminDashboardSearch = AdminSearch & ApplicationsSearch;

// Loaded when their tab opens (the dashboard page wraps each tab in Suspense).
const ApplicationsTab = lazy(() =>
  import('@/features/admin-applications/components/applications-tab').then((module) => ({
    default: module.ApplicationsTab,
  })),
);
const AnalyticsTab = lazy(() =>
  import('@/features/analytics/components/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
);

export const Route = createFileRoute('/_signedIn/_admin/admin/')({
  staticData: { pageTitle: (search) => `${tabTitle(search.tab, 'applications')} · Admin` },
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
// Both it and the Analytics tab show the event in `eventId`: picking one in either keeps it for the other.
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
      analyticsTab={
        <AnalyticsTab
          eventId={search.eventId}
          onEventChange={(eventId) => onSearchChange({ eventId, appPage: undefined })}
        />
      }
    />
  );
}
