import { Card, Space } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { CardPageTitle } from '@/components/page-title';

export function NotOrganizerCard() {
  return (
    <Card title={<CardPageTitle>Not an Organizer</CardPageTitle>} style={{ maxWidth: 560 }}>
      <p>You&apos;re not an organizer. You can still browse events and submit projects from your dashboard.</p>
      <Space>
        <ButtonLink to="/events">Browse Events</ButtonLink>
        <ButtonLink to="/dashboard" color="primary" variant="solid">
          Go to Dashboard
        </ButtonLink>
      </Space>
    </Card>
  );
}
