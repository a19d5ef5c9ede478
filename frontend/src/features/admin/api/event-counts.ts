import { useQuery } from '@tanstack/react-query';

import { adminEventsQueryOptions } from '@/api/list-admin-events';

/** Every event (the same request and cache entry as the event management screens), counted. */
export function useEventCounts() {
  return useQuery({
    ...adminEventsQueryOptions(),
    select: (events) => ({ total: events.length, active: events.filter((event) => event.status === 'active').length }),
  });
}
