import { useNavigate } from '@tanstack/react-router';
import { Card, Skeleton, Space, Tag } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { useParticipantDashboard } from '../api/get-participant-dashboard';
import { eventPhase, PHASE_LABELS } from '../event-phase';
import { toastBeforeEventPage } from './event-page-toast';
import { ParticipantTabs } from './participant-tabs';
import { ParticipantTiles } from './participant-tiles';

interface ParticipantDashboardPageProps {
  eventId: string;
  /** The Team tab's content for the event. */
  renderTeamPanel: (eventId: string) => ReactNode;
  /** The Project tab's content for the event. */
  renderProjectPanel: (eventId: string) => ReactNode;
}

export function ParticipantDashboardPage({
  eventId,
  renderTeamPanel,
  renderProjectPanel,
}: ParticipantDashboardPageProps) {
  const dashboard = useParticipantDashboard(eventId);
  const [now] = useState(() => Date.now());
  const error = dashboard.error instanceof ApiError ? dashboard.error : null;
  useNotAppliedRedirect(eventId, error?.code === 'NOT_APPLIED');

  if (dashboard.isPending) return <Skeleton active aria-label="Loading dashboard" />;
  if (error?.code === 'NOT_APPLIED') return null;
  if (error?.code === 'APPLICATION_NOT_APPROVED') {
    return (
      <Card title="Application Pending" style={{ maxWidth: 720 }}>
        <p>{error.message}</p>
        <ButtonLink to="/events/$eventId" params={{ eventId }}>
          Back to Event
        </ButtonLink>
      </Card>
    );
  }
  if (dashboard.isError) {
    return (
      <Card title="Unable to Load Dashboard" style={{ maxWidth: 720 }}>
        <p>{dashboard.error.message || 'Failed to load the dashboard. Please try again.'}</p>
        <ButtonLink to="/events">Go to Events</ButtonLink>
      </Card>
    );
  }

  const { event } = dashboard.data;
  const phase = eventPhase(event, now);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <PageTitle>{event.title}</PageTitle>
        <p>Welcome to your participant dashboard</p>
        <Tag color="blue">{PHASE_LABELS[phase]}</Tag>
      </div>
      <ParticipantTiles dashboard={dashboard.data} phase={phase} now={now} />
      <ParticipantTabs
        event={event}
        phase={phase}
        renderTeamPanel={renderTeamPanel}
        renderProjectPanel={renderProjectPanel}
      />
    </Space>
  );
}

function useNotAppliedRedirect(eventId: string, notApplied: boolean) {
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (!notApplied || done.current) return;
    done.current = true;
    toastBeforeEventPage('Access Denied', "You haven't applied to this event yet.");
    void navigate({ to: '/events/$eventId', params: { eventId }, replace: true });
  }, [eventId, notApplied, navigate]);
}
