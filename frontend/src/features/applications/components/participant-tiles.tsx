import { Card, Col, Row, Tag } from 'antd';

import type { components } from '@/api/generated/schema';
import { roleLabel } from '@/lib/applicant-roles';
import { formatInEventZone } from '@/lib/event-dates';

import { daysText, daysUntil, type EventPhase } from '../event-phase';

type Dashboard = components['schemas']['ParticipantDashboardDto'];

export function ParticipantTiles({ dashboard, phase, now }: { dashboard: Dashboard; phase: EventPhase; now: number }) {
  const { event, application } = dashboard;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card title="Event Starts">
          <p>{formatInEventZone(event.startDate, event.timezone)}</p>
          {phase === 'upcoming' && <p>{daysText(daysUntil(event.startDate, now), 'to go')}</p>}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="Submission Deadline">
          <p>{formatInEventZone(event.submissionDeadline, event.timezone)}</p>
          {phase === 'active' && <p>{daysText(daysUntil(event.submissionDeadline, now), 'left')}</p>}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="Your Role">
          <p>{roleLabel(application.role)}</p>
          <Tag color="green">Approved</Tag>
        </Card>
      </Col>
    </Row>
  );
}
