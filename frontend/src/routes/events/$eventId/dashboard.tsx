import { createFileRoute } from '@tanstack/react-router';

import { ParticipantDashboardPage } from '@/features/applications/components/participant-dashboard-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/events/$eventId/dashboard')({
  beforeLoad: requireSignedIn,
  component: ParticipantDashboardRoutePage,
});

function ParticipantDashboardRoutePage() {
  const { eventId } = Route.useParams();
  return <ParticipantDashboardPage eventId={eventId} />;
}
