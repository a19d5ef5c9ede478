import { createFileRoute } from '@tanstack/react-router';

import { ParticipantDashboardPage } from '@/features/applications/components/participant-dashboard-page';
import { EventProjectPanel } from '@/features/projects/components/event-project-panel';

export const Route = createFileRoute('/_signedIn/events/$eventId/dashboard')({
  component: ParticipantDashboardRoutePage,
});

// The Project tab is the projects feature's panel for this event.
function ParticipantDashboardRoutePage() {
  const { eventId } = Route.useParams();
  return <ParticipantDashboardPage eventId={eventId} renderProjectPanel={(id) => <EventProjectPanel eventId={id} />} />;
}
