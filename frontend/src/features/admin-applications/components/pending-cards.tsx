import { Button, Card, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';

import type { Application } from '../application-status';
import { useApplicationActions } from './use-application-actions';

/** The pending applications on the current page, as cards with the applicant's answer. */
export function PendingCards({ applications }: { applications: Application[] }) {
  const { changeStatus, busy } = useApplicationActions();
  const pending = applications.filter((application) => application.status === 'pending');
  if (pending.length === 0) return null;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', marginTop: 24 }}>
      <Typography.Title level={4}>Pending Applications</Typography.Title>
      {pending.map((application) => (
        <Card
          key={application.id}
          title={`${application.applicantName ?? application.applicantEmail} → ${application.eventTitle}`}
          extra={<Tag color="warning">Pending Review</Tag>}
        >
          <Typography.Paragraph type="secondary">
            Applied {dayjs(application.createdAt).format('MMM D, YYYY')} · {application.role}
          </Typography.Paragraph>
          <Typography.Text strong>Why do you want to join? What skills do you bring?</Typography.Text>
          <Typography.Paragraph>{application.shortAnswer}</Typography.Paragraph>
          <Space>
            <Button type="primary" disabled={busy} onClick={() => changeStatus(application, 'approved')}>
              Approve Application
            </Button>
            <Button danger disabled={busy} onClick={() => changeStatus(application, 'rejected')}>
              Reject
            </Button>
          </Space>
        </Card>
      ))}
    </Space>
  );
}
