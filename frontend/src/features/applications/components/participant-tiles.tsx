import { Card, Col, Row } from 'antd';

import type { components } from '@/api/generated/schema';
import { StatusBadge } from '@/components/status-badge';
import { roleLabel } from '@/lib/applicant-roles';
import { formatInZone } from '@/lib/event-dates';

import { daysText, daysUntil, type EventPhase } from '../event-phase';

type Dashboard = components['schemas']['ParticipantDashboardDto'];

export function ParticipantTiles({ dashboard, phase, now }: { dashboard: Dashboard; phase: EventPhase; now: number }) {
  const { event, application } = dashboard;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card title="Event Starts">
          <p>{formatInZone(event.startDate, event.timezone)}</p>
          {phase === 'upcoming' && <p>{daysText(daysUntil(event.startDate, now), 'to go')}</p>}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="Submission Deadline">
          <p>{formatInZone(event.submissionDeadline, event.timezone)}</p>
          {phase === 'active' && <p>{daysText(daysUntil(event.submissionDeadline, now), 'left')}</p>}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="Your Role">
          <p>{roleLabel(application.role)}</p>
          <StatusBadge kind="application" state="approved" />
        </Card>
      </Col>
    </Row>
  );
}
