import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/admin/bootstrap')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
  component: HackathonAdminDashboardPage,
});

function HackathonAdminDashboardPage() {
  return <PageTitle>Hackathon Admin Dashboard</PageTitle>;
}
