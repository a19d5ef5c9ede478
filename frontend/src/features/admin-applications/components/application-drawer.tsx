import { Alert, Descriptions, Drawer, Spin, Tag, Timeline, Typography } from 'antd';

import { ReturningVentureFigures } from '@/components/returning-venture-figures';
import { ApplicationStatusBadge } from '@/components/status-badge';
import { useStaffDates } from '@/hooks/use-staff-dates';
import { spotSummary } from '@/lib/spot-words';

import { useApplication } from '../api/get-application';
import { describeTimelineEntry } from '../application-status';
import { DrawerActions } from './drawer-actions';

interface ApplicationDrawerProps {
  applicationId: string | undefined;
  onClose: () => void;
}

/** Every field of one application, its answers to the event's questions and its audit timeline. */
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
            {application.spot ? (
              <Descriptions.Item label="Spot">{spotSummary(application.spot)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Applied">
              {staffDate(application.createdAt, application.eventId)}
            </Descriptions.Item>
            <Descriptions.Item label="Why do you want to join? What skills do you bring?">
              {application.shortAnswer}
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 16 }}>
            <DrawerActions application={application} />
          </div>
          {application.answers.length > 0 ? (
            <section aria-labelledby="application-answers">
              <Typography.Title level={5} style={{ marginTop: 24 }} id="application-answers">
                Answers
              </Typography.Title>
              <Descriptions column={1} bordered size="small">
                {application.answers.map((answer) => (
                  <Descriptions.Item
                    key={answer.questionId}
                    label={
                      <>
                        {answer.label} {answer.hidden ? <Tag>Hidden</Tag> : null}
                      </>
                    }
                  >
                    <span style={{ whiteSpace: 'pre-wrap' }}>{answer.answer ?? '—'}</span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </section>
          ) : null}
          {application.returning ? (
            <div style={{ marginTop: 24 }}>
              <ReturningVentureFigures venture={application.returning} />
            </div>
          ) : null}
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
