import { createFileRoute } from '@tanstack/react-router';

import { AccessDeniedRedirect } from '@/features/admin/components/access-denied-redirect';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';
import { validateAuditSearch } from '@/features/audit-log/audit-search';
import { requireSignedIn } from '@/features/auth/guards';

// Admins only; a signed-in non-admin gets the same toast and redirect as /admin.
export const Route = createFileRoute('/admin/audit')({
  validateSearch: validateAuditSearch,
  beforeLoad: async (args) => {
    requireSignedIn(args);
    const { currentRole } = await import('@/features/admin/load-admin');
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
