import { Alert, Descriptions, Drawer, Spin, Timeline, Typography } from 'antd';

import { useStaffDates } from '@/hooks/use-staff-dates';

import { useApplication } from '../api/get-application';
import { describeTimelineEntry } from '../application-status';
import { ApplicationStatusBadge } from './status-badge';

interface ApplicationDrawerProps {
  applicationId: string | undefined;
  onClose: () => void;
}

/** Every field of one application and its audit timeline. */
export function ApplicationDrawer({ applicationId, onClose }: ApplicationDrawerProps) {
  const detail = useApplication(applicationId);
  const application = detail.data;
  const staffDate = useStaffDates();

  return (
    <Drawer title="Application details" open={applicationId !== undefined} onClose={onClose} size="large">
      {detail.isPending && applicationId !== undefined && <Spin />}
      {detail.error && (
        <Alert type="error" showIcon title="Failed to load application" description={detail.error.message} />
      )}
      {application && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Applicant">
              {application.applicantName ?? application.applicantEmail}
            </Descriptions.Item>
            <Descriptions.Item label="Email">{application.applicantEmail}</Descriptions.Item>
            <Descriptions.Item label="LinkedIn">
              {application.linkedinUrl ? (
                <a href={application.linkedinUrl} target="_blank" rel="noopener noreferrer">
                  {application.linkedinUrl}
                </a>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Event">{application.eventTitle}</Descriptions.Item>
            <Descriptions.Item label="Role">{application.role}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <ApplicationStatusBadge status={application.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Applied">
              {staffDate(application.createdAt, application.eventId)}
            </Descriptions.Item>
            <Descriptions.Item label="Why do you want to join? What skills do you bring?">
              {application.shortAnswer}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            Timeline
          </Typography.Title>
          <Timeline
            items={application.timeline.map((entry, index) => ({
              key: `${entry.at}-${index}`,
              content: (
                <div data-testid="timeline-step">
                  <Typography.Text strong>{describeTimelineEntry(entry)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {staffDate(entry.at, application.eventId, { seconds: true })} · {entry.actorName ?? 'System'}
                  </Typography.Text>
                </div>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
