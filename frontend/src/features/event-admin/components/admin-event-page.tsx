import { Card, Descriptions, Space, Spin } from 'antd';

import { ButtonLink } from '@/components/button-link';
import { MarkdownContent } from '@/components/markdown-content';
import { PageTitle } from '@/components/page-title';
import { formatInZone } from '@/lib/event-dates';

import { useAdminEvent } from '../api/get-admin-event';
import { EventLoadFailed } from './event-load-failed';
import { StatusTag, TrackTags } from './status-tag';

export function AdminEventPage({ eventId }: { eventId: string }) {
  const event = useAdminEvent(eventId);

  if (event.isPending) return <Spin />;
  if (event.error) return <EventLoadFailed error={event.error} />;

  const data = event.data;
  const when = (iso: string) => formatInZone(iso, data.timezone);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageTitle>{data.title}</PageTitle>
        <Space>
          <ButtonLink to="/events/manage/$eventId" params={{ eventId: data.id }} color="primary" variant="solid">
            Edit
          </ButtonLink>
          <ButtonLink to="/events/$eventId" params={{ eventId: data.id }}>
            View Public Page
          </ButtonLink>
          <ButtonLink to="/admin/bootstrap">Back to Events</ButtonLink>
        </Space>
      </Space>
      <Card title="Event Details">
        <Descriptions bordered column={1} size="small">
          <Descriptions.Item label="Status">
            <StatusTag status={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Description">
            {data.descriptionMd ? <MarkdownContent markdown={data.descriptionMd} /> : 'No description'}
          </Descriptions.Item>
          <Descriptions.Item label="Location">{data.location || '—'}</Descriptions.Item>
          <Descriptions.Item label="Start Date">{when(data.startDate)}</Descriptions.Item>
          <Descriptions.Item label="End Date">{when(data.endDate)}</Descriptions.Item>
          <Descriptions.Item label="Submission Deadline">{when(data.submissionDeadline)}</Descriptions.Item>
          <Descriptions.Item label="Grace Period">{data.graceMinutes} minutes</Descriptions.Item>
          <Descriptions.Item label="Timezone">{data.timezone}</Descriptions.Item>
          <Descriptions.Item label="Tracks">
            <TrackTags tracks={data.tracks} />
          </Descriptions.Item>
          <Descriptions.Item label="Max Team Size">{data.teamSizeMax}</Descriptions.Item>
          <Descriptions.Item label="Check-in offsets (days)">{data.checkinOffsetDays.join(', ')}</Descriptions.Item>
          <Descriptions.Item label="Created">{when(data.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
    </Space>
  );
}
