import { Link } from '@tanstack/react-router';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';

import type { components } from '@/api/generated/schema';
import { TrackBadges } from '@/components/track-badges';
import { formatInZone } from '@/lib/event-dates';

import type { EventPhase } from '../event-phase';

type ParticipantEvent = components['schemas']['ParticipantEventDto'];

const NEXT_STEPS: Record<EventPhase, string> = {
  upcoming: 'The event starts soon. Find teammates and get ready to build.',
  active: 'The event is live. Build with your team and submit your project before the deadline.',
  judging: 'Submissions are closed. The judges are reviewing projects.',
  completed: 'The event has ended. Thank you for taking part!',
};

interface ParticipantTabsProps {
  event: ParticipantEvent;
  phase: EventPhase;
  /** The Team tab's content for this event (the teams feature's panel). */
  renderTeamPanel: (eventId: string) => ReactNode;
  /** The Project tab's content for this event (the projects feature's panel). */
  renderProjectPanel: (eventId: string) => ReactNode;
}

export function ParticipantTabs({ event, phase, renderTeamPanel, renderProjectPanel }: ParticipantTabsProps) {
  const overview = (
    <div>
      <h3>Tracks</h3>
      <TrackBadges tracks={event.tracks} />
      <p>Maximum {event.teamSizeMax} members per team</p>
      <h3>Schedule</h3>
      <ul>
        <li>Start: {formatInZone(event.startDate, event.timezone)}</li>
        <li>End: {formatInZone(event.endDate, event.timezone)}</li>
        <li>Submission: {formatInZone(event.submissionDeadline, event.timezone)}</li>
      </ul>
      <h3>Next Steps</h3>
      <p>{NEXT_STEPS[phase]}</p>
    </div>
  );
  const resources = (
    <ul>
      <li>
        <Link to="/events/$eventId" params={{ eventId: event.id }}>
          Public event page
        </Link>
      </li>
      <li>
        <Link to="/dashboard">Your dashboard</Link>
      </li>
    </ul>
  );
  return (
    <Tabs
      defaultActiveKey="overview"
      items={[
        { key: 'overview', label: 'Overview', children: overview },
        { key: 'team', label: 'Team', children: renderTeamPanel(event.id) },
        { key: 'project', label: 'Project', children: renderProjectPanel(event.id) },
        { key: 'resources', label: 'Resources', children: resources },
      ]}
    />
  );
}
