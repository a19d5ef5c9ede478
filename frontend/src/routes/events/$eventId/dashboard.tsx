import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/events/$eventId/dashboard')({
  beforeLoad: requireSignedIn,
  component: ParticipantDashboardPage,
});

function ParticipantDashboardPage() {
  return <PageTitle>Participant Dashboard</PageTitle>;
}
