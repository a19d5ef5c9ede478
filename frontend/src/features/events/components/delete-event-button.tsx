import { App, Button, ConfigProvider, notification } from 'antd';

import { useDeleteEvent } from '@/api/delete-event';
import type { EventDto } from '@/api/list-public-events';
import { appTheme } from '@/theme';

type DeletableEvent = Pick<EventDto, 'id' | 'title'>;

// The outcome outlives the button (the deleted event's card leaves the list), so it is told by
// antd's page-wide notifications, drawn in the app's theme.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={appTheme}>{children}</ConfigProvider> });

/**
 * Shown to admins only; the server refuses everyone else anyway. It brings antd's theme and modal
 * context itself: the public events list it sits on loads without antd.
 */
export function DeleteEventButton({ event }: { event: DeletableEvent }) {
  return (
    <ConfigProvider theme={appTheme}>
      <App component={false}>
        <DeleteEventAction event={event} />
      </App>
    </ConfigProvider>
  );
}

function DeleteEventAction({ event }: { event: DeletableEvent }) {
  const { modal } = App.useApp();
  const deleteEvent = useDeleteEvent();

  function confirmDelete() {
    modal.confirm({
      title: 'Delete Event',
      content: `Are you sure you want to delete "${event.title}"? This action cannot be undone and will remove all associated submissions and data.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        deleteEvent.mutateAsync(event.id).then(
          () => {
            notification.success({
              title: 'Event successfully deleted',
              description: 'Event and all related data have been permanently removed',
            });
          },
          () => {
            notification.error({ title: 'Error', description: 'Failed to delete event. Please try again.' });
          },
        ),
    });
  }

  return (
    <Button
      type="text"
      danger
      icon={<TrashIcon />}
      aria-label={`Delete ${event.title}`}
      loading={deleteEvent.isPending}
      onClick={confirmDelete}
    />
  );
}

function TrashIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
    </svg>
  );
}
