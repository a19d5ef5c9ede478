import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/$eventId/dashboard')({
  component: ParticipantDashboardPage,
});

function ParticipantDashboardPage() {
  return <PageTitle>Participant Dashboard</PageTitle>;
}
