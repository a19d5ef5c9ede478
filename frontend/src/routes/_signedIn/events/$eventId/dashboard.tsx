import { createFileRoute } from '@tanstack/react-router';

import { EventAnnouncementsCard } from '@/features/announcements/components/event-announcements-card';
import { ParticipantDashboardPage } from '@/features/applications/components/participant-dashboard-page';
import { EventProjectPanel } from '@/features/projects/components/event-project-panel';
import { ResultsCard } from '@/features/results/components/results-card';
import { TeamPanel } from '@/features/teams/components/team-panel';

export const Route = createFileRoute('/_signedIn/events/$eventId/dashboard')({
  staticData: { pageTitle: 'Event Dashboard' },
  component: ParticipantDashboardRoutePage,
});

// The Team and Project tabs are the teams' and the projects' panels for this event; the Project tab
// shows the results feature's card once results are published; the announcements are the organizers'.
function ParticipantDashboardRoutePage() {
  const { eventId } = Route.useParams();
  return (
    <ParticipantDashboardPage
      eventId={eventId}
      renderTeamPanel={(id) => <TeamPanel eventId={id} />}
      renderAnnouncements={(id) => <EventAnnouncementsCard eventId={id} />}
      renderProjectPanel={(id) => (
        <EventProjectPanel
          eventId={id}
          renderResults={(projectId) => <ResultsCard projectId={projectId} eventId={id} />}
        />
      )}
    />
  );
}
