import { createFileRoute } from '@tanstack/react-router';

import { validateAuditSearch } from '@/features/audit-log/audit-search';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';

export const Route = createFileRoute('/_signedIn/_admin/admin/audit')({
  staticData: { pageTitle: 'Audit Log · Admin' },
  validateSearch: validateAuditSearch,
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
