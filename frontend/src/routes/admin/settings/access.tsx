import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/admin/settings/access')({
  component: AccessManagementPage,
});

function AccessManagementPage() {
  return <PageTitle>Access Management</PageTitle>;
}
