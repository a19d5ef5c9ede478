import { App, Button, Card, Empty, Popconfirm, Space, Tag } from 'antd';

import { WideTable } from '@/components/wide-table';
import { useServerError } from '@/hooks/use-server-error';
import { formatInZone } from '@/lib/event-dates';

import { segmentLabel } from '../../announcement-segments';
import { useAnnouncements, useCancelAnnouncement, type Announcement } from '../../api/announcements';

const STATE_TAGS: Record<Announcement['state'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'gold' },
  sent: { label: 'Sent', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** The event's announcements with their state, time, recipients and delivery figures; 'Cancel' while scheduled. */
export function AnnouncementsCard({ eventId, timezone }: { eventId: string; timezone: string }) {
  const { notification } = App.useApp();
  const showServerError = useServerError();
  const announcements = useAnnouncements(eventId);
  const cancel = useCancelAnnouncement(eventId);

  return (
    <Card title="Announcements">
      <WideTable<Announcement>
        label="Announcements table"
        rowKey="id"
        size="small"
        pagination={false}
        loading={announcements.isPending}
        dataSource={announcements.data ?? []}
        locale={{
          emptyText: (
            <Empty description={announcements.error ? 'Failed to load announcements' : 'No announcements yet'} />
          ),
        }}
        columns={[
          { title: 'Subject', dataIndex: 'subject' },
          {
            title: 'Recipients',
            key: 'segment',
            render: (_, row) => segmentLabel(row.segment, row.applicationStatus),
          },
          {
            title: 'State',
            key: 'state',
            render: (_, row) => <Tag color={STATE_TAGS[row.state].color}>{STATE_TAGS[row.state].label}</Tag>,
          },
          {
            title: `Time (${timezone})`,
            key: 'time',
            render: (_, row) => formatInZone(row.sentAt ?? row.dueAt, timezone),
          },
          { title: 'Sent to', key: 'count', render: (_, row) => row.recipientCount ?? '—' },
          {
            title: 'Delivery',
            key: 'delivery',
            render: (_, { delivery }) =>
              `${delivery.queued} queued · ${delivery.sent} sent · ${delivery.failed} failed · ${delivery.unsubscribed} unsubscribed since`,
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) =>
              row.state === 'scheduled' ? (
                <Popconfirm
                  title="Cancel this announcement?"
                  okText="Cancel announcement"
                  cancelText="Keep"
                  onConfirm={() =>
                    cancel.mutate(row.id, {
                      onSuccess: () => notification.success({ title: 'Announcement cancelled' }),
                      onError: (error) => showServerError(error, { title: 'Failed to cancel the announcement' }),
                    })
                  }
                >
                  <Button size="small" danger loading={cancel.isPending && cancel.variables === row.id}>
                    Cancel
                  </Button>
                </Popconfirm>
              ) : (
                <Space />
              ),
          },
        ]}
      />
    </Card>
  );
}
