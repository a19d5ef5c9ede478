import { Alert, Descriptions, Drawer, Image, Space, Spin, Tag, Typography } from 'antd';

import { MarkdownContent } from '@/components/markdown-content';
import { useStaffDates } from '@/hooks/use-staff-dates';

import { useAdminSubmission } from '../../api/get-submission';
import { trackLabel } from '../../submission-rules';
import { SubmissionStatus } from './submission-status';

interface SubmissionDrawerProps {
  submissionId: string | undefined;
  onClose: () => void;
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>—</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/** The project as it was submitted; the project page itself is for its owner only. */
export function SubmissionDrawer({ submissionId, onClose }: SubmissionDrawerProps) {
  const detail = useAdminSubmission(submissionId);
  const submission = detail.data;
  const staffDate = useStaffDates();

  return (
    <Drawer title="Submission details" open={submissionId !== undefined} onClose={onClose} size="large">
      {detail.isPending && submissionId !== undefined && <Spin />}
      {detail.error && (
        <Alert type="error" showIcon title="Failed to fetch submissions" description={detail.error.message} />
      )}
      {submission && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Typography.Title level={4} style={{ marginBottom: 4 }}>
              {submission.snapshot.title}
            </Typography.Title>
            {submission.snapshot.tagline && (
              <Typography.Text type="secondary">{submission.snapshot.tagline}</Typography.Text>
            )}
          </div>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Event">{submission.eventTitle}</Descriptions.Item>
            <Descriptions.Item label="Track">{trackLabel(submission.track)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <SubmissionStatus status={submission.status} late={submission.late} />
            </Descriptions.Item>
            <Descriptions.Item label="Submitted">
              {staffDate(submission.submittedAt, submission.eventId)}
            </Descriptions.Item>
            <Descriptions.Item label="Demo">
              <ExternalLink href={submission.snapshot.demoUrl} />
            </Descriptions.Item>
            <Descriptions.Item label="Code">
              <ExternalLink href={submission.snapshot.repoUrl} />
            </Descriptions.Item>
          </Descriptions>
          <section aria-label="Description">
            <Typography.Title level={5}>Description</Typography.Title>
            {submission.descriptionMd ? (
              <MarkdownContent markdown={submission.descriptionMd} />
            ) : (
              <Typography.Text type="secondary">No description</Typography.Text>
            )}
          </section>
          {submission.images.length > 0 && (
            <section aria-label="Images">
              <Typography.Title level={5}>Images</Typography.Title>
              <Image.PreviewGroup>
                <Space wrap>
                  {submission.images.map((image) => (
                    <Image key={image.url} src={image.url} alt={image.alt} width={160} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            </section>
          )}
          <section aria-label="Team">
            <Typography.Title level={5}>Team</Typography.Title>
            <ul style={{ paddingLeft: 20, margin: 0 }}>
              {submission.snapshot.team.map((member) => (
                <li key={member.userId}>
                  {member.name} {member.role === 'owner' && <Tag>Owner</Tag>}
                </li>
              ))}
            </ul>
            {submission.snapshot.team.length === 0 && (
              <Typography.Text type="secondary">Only the owner</Typography.Text>
            )}
          </section>
        </Space>
      )}
    </Drawer>
  );
}
