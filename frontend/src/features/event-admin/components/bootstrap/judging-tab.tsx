import { Empty, Select, Space, Spin } from 'antd';

import { useAdminEvents } from '../../api/admin-events';
import { CriteriaCard } from './criteria-card';
import { JudgesCard } from './judges-card';

interface JudgingTabProps {
  eventId: string | undefined;
  onEventChange: (eventId: string) => void;
}

export function JudgingTab({ eventId, onEventChange }: JudgingTabProps) {
  const events = useAdminEvents();
  if (events.isPending) return <Spin />;
  if (events.error) return <Empty description="Failed to fetch judging data" />;
  if (events.data.length === 0) return <Empty description="No events created yet" />;

  // The first event is preselected; a stale id in the URL falls back to it.
  const selected = events.data.find((event) => event.id === eventId) ?? events.data[0];
  if (!selected) return null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Select
        aria-label="Event"
        style={{ minWidth: 280 }}
        value={selected.id}
        options={events.data.map((event) => ({ value: event.id, label: event.title }))}
        onChange={onEventChange}
      />
      <CriteriaCard key={`criteria-${selected.id}`} eventId={selected.id} />
      <JudgesCard key={`judges-${selected.id}`} eventId={selected.id} />
    </Space>
  );
}
