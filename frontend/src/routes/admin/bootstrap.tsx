import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/admin/bootstrap')({
  component: HackathonAdminDashboardPage,
});

function HackathonAdminDashboardPage() {
  return <PageTitle>Hackathon Admin Dashboard</PageTitle>;
}
