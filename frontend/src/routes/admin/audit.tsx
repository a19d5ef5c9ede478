import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/admin/audit')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
  component: AuditLogPage,
});

function AuditLogPage() {
  return <PageTitle>Audit Log</PageTitle>;
}
