import { createFileRoute } from '@tanstack/react-router';

import { validateBootstrapSearch, type BootstrapSearch } from '@/features/event-admin/bootstrap-search';
import { BootstrapPage } from '@/features/event-admin/components/bootstrap/bootstrap-page';
import { tabTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_signedIn/_staff/admin/bootstrap')({
  staticData: { pageTitle: (search) => `${tabTitle(search.tab, 'events')} · Event Admin` },
  validateSearch: validateBootstrapSearch,
  component: BootstrapRoute,
});

function BootstrapRoute() {
  const { isAdmin } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BootstrapPage
      isAdmin={isAdmin}
      search={search}
      onSearchChange={(patch: BootstrapSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  );
}
