import { createFileRoute } from '@tanstack/react-router';

import { InsightsPage } from '@/features/insights/components/insights-page';
import { validateInsightsSearch, type InsightsSearch } from '@/features/insights/insights-search';

// The component (and recharts with it) is split off by the router plugin: not on /admin's first load.
export const Route = createFileRoute('/_signedIn/_staff/admin/insights')({
  staticData: { pageTitle: 'Insights · Admin' },
  validateSearch: validateInsightsSearch,
  component: InsightsRoute,
});

function InsightsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { isAdmin } = Route.useRouteContext();
  return (
    <InsightsPage
      search={search}
      isAdmin={isAdmin}
      onSearchChange={(patch: Partial<InsightsSearch>) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }) })
      }
    />
  );
}
