import { Empty, Select, Space, Spin } from 'antd';
import type { ReactNode } from 'react';

import { useAdminEvents } from '@/api/list-admin-events';

interface EventPickerProps {
  /** The event id from the URL; a missing or stale one falls back to the first event. */
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
  /** What the tab says when the events cannot be loaded. */
  loadError: string;
  /** The tab's content for the selected event. */
  children: (eventId: string) => ReactNode;
}

/** The event selector the per-event tabs (Judging, Winners) share: first event preselected. */
export function EventPicker({ eventId, onEventChange, loadError, children }: EventPickerProps) {
  const events = useAdminEvents();
  if (events.isPending) return <Spin />;
  if (events.error) return <Empty description={loadError} />;
  if (events.data.length === 0) return <Empty description="No events created yet" />;

  const selected = events.data.find((event) => event.id === eventId) ?? events.data[0];
  if (!selected) return null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Select
        aria-label="Event"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 280 }}
        value={selected.id}
        options={events.data.map((event) => ({ value: event.id, label: event.title }))}
        onChange={onEventChange}
      />
      {children(selected.id)}
    </Space>
  );
}
