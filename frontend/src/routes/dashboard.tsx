import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireSignedIn,
  component: DashboardPage,
});

function DashboardPage() {
  return <PageTitle>Dashboard</PageTitle>;
}
