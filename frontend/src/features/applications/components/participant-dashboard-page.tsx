import { useNavigate } from '@tanstack/react-router';
import { Card, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';

import { ApiError } from '@/api/api-error';
import { useMyApplication } from '@/api/get-my-application';
import { ApplicationStanding, WAITLIST_TITLE } from '@/components/application-standing';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { StatusBadge } from '@/components/status-badge';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/session/session';

import { useParticipantDashboard } from '../api/get-participant-dashboard';
import { dashboardMoments, eventPhase } from '../event-phase';
import { toastBeforeEventPage } from './event-page-toast';
import { ParticipantTabs } from './participant-tabs';
import { ParticipantTiles } from './participant-tiles';

interface ParticipantDashboardPageProps {
  eventId: string;
  /** The Team tab's content for the event. */
  renderTeamPanel: (eventId: string) => ReactNode;
  /** The Project tab's content for the event. */
  renderProjectPanel: (eventId: string) => ReactNode;
  /** The organizers' announcements to the participant, shown under the tiles. */
  renderAnnouncements?: (eventId: string) => ReactNode;
}

interface Toast {
  title: string;
  description: string;
}

const NOT_APPLIED: Toast = { title: 'Access Denied', description: "You haven't applied to this event yet." };
const LOAD_FAILED: Toast = { title: 'Error', description: 'Failed to load event dashboard.' };

export function ParticipantDashboardPage({
  eventId,
  renderTeamPanel,
  renderProjectPanel,
  renderAnnouncements,
}: ParticipantDashboardPageProps) {
  const dashboard = useParticipantDashboard(eventId);
  const event = dashboard.data?.event;
  // Ticks at start, deadline and end too, so the badge turns at the moment itself (Active → In Judging).
  const momentsAfter = useCallback((at: number) => (event ? dashboardMoments(event, at) : []), [event]);
  const now = useNow(undefined, momentsAfter);
  const error = dashboard.error instanceof ApiError ? dashboard.error : null;
  const pending = error?.code === 'APPLICATION_NOT_APPROVED';
  // Which status keeps them out: the waitlist and a spot given up have their own titles (review.md).
  const mine = useMyApplication(useSession()?.user.id, eventId);
  const keptOut = mine.data?.status;
  // Not applied is tolerated as its own answer; any other failure goes back to the event page too.
  const leaveWith = error?.code === 'NOT_APPLIED' ? NOT_APPLIED : dashboard.isError && !pending ? LOAD_FAILED : null;
  useRedirectToEventPage(eventId, leaveWith);

  if (dashboard.isPending) return <Skeleton active aria-label="Loading dashboard" />;
  if (pending) {
    return (
      <Card
        title={
          keptOut === 'waitlisted'
            ? WAITLIST_TITLE
            : keptOut === 'withdrawn'
              ? 'Application Withdrawn'
              : 'Application Pending'
        }
        style={{ maxWidth: 720 }}
      >
        <p>{error.message}</p>
        {keptOut === 'withdrawn' && mine.data ? <ApplicationStanding application={mine.data} /> : null}
        <ButtonLink to="/events/$eventId" params={{ eventId }}>
          Back to Event
        </ButtonLink>
      </Card>
    );
  }
  if (!dashboard.data || !event) return null;

  const phase = eventPhase(event, now);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <PageTitle>{event.title}</PageTitle>
        <p>Welcome to your participant dashboard</p>
        <StatusBadge kind="eventPhase" state={phase} />
      </div>
      <ApplicationStanding application={dashboard.data.application} />
      <ParticipantTiles dashboard={dashboard.data} phase={phase} now={now} />
      {renderAnnouncements?.(eventId)}
      <ParticipantTabs
        event={event}
        phase={phase}
        renderTeamPanel={renderTeamPanel}
        renderProjectPanel={renderProjectPanel}
      />
    </Space>
  );
}

/** Once, with its toast: the public event page (outside the app shell) keeps it on screen. */
function useRedirectToEventPage(eventId: string, toast: Toast | null) {
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (!toast || done.current) return;
    done.current = true;
    toastBeforeEventPage(toast.title, toast.description);
    void navigate({ to: '/events/$eventId', params: { eventId }, replace: true });
  }, [eventId, toast, navigate]);
}
