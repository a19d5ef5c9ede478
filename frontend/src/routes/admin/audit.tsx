import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/admin/audit')({
  component: AuditLogPage,
});

function AuditLogPage() {
  return <PageTitle>Audit Log</PageTitle>;
}
