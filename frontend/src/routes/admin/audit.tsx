import { createFileRoute } from '@tanstack/react-router';

import { currentRole } from '@/api/get-current-user';
import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { validateAuditSearch } from '@/features/audit-log/audit-search';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';
import { requireSignedIn } from '@/lib/session/guards';

// Admins only; a signed-in non-admin gets the same toast and redirect as /admin.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: validateAuditSearch,
  beforeLoad: async (args) => {
    requireSignedIn(args);
    return { isAdmin: (await currentRole(args.context)) === 'admin' };
  },
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const { isAdmin } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  if (!isAdmin) return <AccessDeniedRedirect description="You don't have admin privileges" />;
  return <AuditLogPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
