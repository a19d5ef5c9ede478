import { Card, Space } from 'antd';

import { useEvent } from '@/api/get-event';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

export function ConfirmationPage({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const title = event.data?.title ?? 'the event';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
      <PageTitle>Application Submitted!</PageTitle>
      <Card>
        <p>Your application for {title} has been received</p>
        <h2>What happens next?</h2>
        <ol>
          <li>Our team will review your application.</li>
          <li>You&apos;ll receive an email notification with the decision.</li>
          <li>If accepted, you&apos;ll get access to the event dashboard.</li>
        </ol>
        <Space>
          <ButtonLink to="/events/$eventId" params={{ eventId }}>
            Back to Event
          </ButtonLink>
          <ButtonLink to="/dashboard" color="primary" variant="solid">
            Go to Dashboard
          </ButtonLink>
        </Space>
      </Card>
    </Space>
  );
}
