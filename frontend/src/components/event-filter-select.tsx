import { useAdminEvents } from '@/api/list-admin-events';

import { FilterSelect } from './filter-select';

interface EventFilterSelectProps {
  value: string | undefined;
  onChange: (eventId: string | undefined) => void;
}

/** A staff table's event filter: every event staff can see, found by typing its title. */
export function EventFilterSelect({ value, onChange }: EventFilterSelectProps) {
  const events = useAdminEvents();
  return (
    <FilterSelect
      label="Filter by event"
      allLabel="All Events"
      minWidth={240}
      searchable
      value={value}
      loading={events.isPending}
      options={(events.data ?? []).map((event) => ({ value: event.id, label: event.title }))}
      onChange={onChange}
    />
  );
}
