import { App, Button, Empty, Select, Space, type TableColumnsType } from 'antd';

import { useDeleteEvent } from '@/api/delete-event';
import { useAdminEvents, type AdminEvent } from '@/api/list-admin-events';
import { ButtonLink } from '@/components/button-link';
import { DateCell } from '@/components/date-cell';
import { WideTable } from '@/components/wide-table';
import { useServerError } from '@/hooks/use-server-error';
import { formatInZone } from '@/lib/event-dates';

import { useChangeEventStatus } from '../../api/change-event-status';
import { useRefreshSubmissionViews } from '../../api/refresh-submission-views';
import { EVENT_STATUSES, STATUS_LABELS } from '../../event-status';
import { eventDateLines } from '../../event-date-lines';
import { TrackTags } from '../status-tag';

const STATUS_OPTIONS = EVENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function EventsTab({ isAdmin }: { isAdmin: boolean }) {
  const { modal, notification } = App.useApp();
  const showServerError = useServerError();
  const events = useAdminEvents();
  const changeStatus = useChangeEventStatus();
  const deleteEvent = useDeleteEvent();
  const refreshSubmissionViews = useRefreshSubmissionViews();

  const confirmDelete = (event: AdminEvent) => {
    void modal.confirm({
      title: 'Delete Event',
      content: `Are you sure you want to delete "${event.title}"? This action cannot be undone and will remove all associated submissions and data.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        deleteEvent.mutateAsync(event.id).then(
          () => {
            void refreshSubmissionViews();
            notification.success({
              title: 'Event successfully deleted',
              description: 'Event and all related data have been permanently removed',
            });
          },
          () => notification.error({ title: 'Error', description: 'Failed to delete event. Please try again.' }),
        ),
    });
  };

  const columns: TableColumnsType<AdminEvent> = [
    {
      key: 'event',
      title: 'Event',
      render: (_, event) => (
        <div>
          <strong>{event.title}</strong>
          <div>
            Created <DateCell>{formatInZone(event.createdAt, event.timezone)}</DateCell>
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, event) => (
        <Select
          aria-label={`Status of ${event.title}`}
          value={event.status}
          options={STATUS_OPTIONS}
          style={{ minWidth: 130 }}
          onChange={(status) =>
            changeStatus.mutate(
              { eventId: event.id, status },
              {
                onSuccess: (result) => notification.success({ title: `Event ${result.status}` }),
                onError: (error) => showServerError(error, { title: 'Failed to update event status' }),
              },
            )
          }
        />
      ),
    },
    {
      key: 'dates',
      title: 'Dates',
      render: (_, event) => (
        <div>
          {eventDateLines(event).map((line) => (
            <div key={line}>
              <DateCell>{line}</DateCell>
            </div>
          ))}
        </div>
      ),
    },
    { key: 'tracks', title: 'Tracks', render: (_, event) => <TrackTags tracks={event.tracks} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, event) => (
        <Space>
          <ButtonLink
            to="/events/manage/$eventId"
            params={{ eventId: event.id }}
            size="small"
            aria-label={`Edit ${event.title}`}
          >
            Edit
          </ButtonLink>
          <ButtonLink
            to="/events/$eventId"
            params={{ eventId: event.id }}
            size="small"
            aria-label={`View ${event.title}`}
          >
            View
          </ButtonLink>
          {isAdmin && (
            <Button danger size="small" aria-label={`Delete ${event.title}`} onClick={() => confirmDelete(event)}>
              Delete
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <WideTable<AdminEvent>
      label="Events table"
      rowKey="id"
      loading={events.isPending}
      dataSource={events.data ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: true }}
      locale={{
        emptyText: events.error ? (
          <Empty description={`Failed to fetch events: ${events.error.message}`} />
        ) : (
          <Empty description="No events created yet">
            <p>Create your first hackathon event to get started</p>
          </Empty>
        ),
      }}
    />
  );
}
