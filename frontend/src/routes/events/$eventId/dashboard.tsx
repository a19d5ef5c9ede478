import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { ParticipantDashboardPage } from '@/features/applications/components/participant-dashboard-page';

export const Route = createFileRoute('/events/$eventId/dashboard')({
  beforeLoad: requireSignedIn,
  component: ParticipantDashboardRoutePage,
});

function ParticipantDashboardRoutePage() {
  const { eventId } = Route.useParams();
  return <ParticipantDashboardPage eventId={eventId} />;
}
