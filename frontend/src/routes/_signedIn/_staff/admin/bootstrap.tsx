import { createFileRoute } from '@tanstack/react-router';

import { validateBootstrapSearch, type BootstrapSearch } from '@/features/event-admin/bootstrap-search';
import { BootstrapPage } from '@/features/event-admin/components/bootstrap/bootstrap-page';

export const Route = createFileRoute('/_signedIn/_staff/admin/bootstrap')({
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
