import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

/** Every event (same request and cache key as the event management screens), counted. */
export function useEventCounts() {
  return useQuery({
    queryKey: ['admin', 'events', 'list'],
    queryFn: () => unwrap(api.GET('/api/admin/events')),
    select: (events) => ({ total: events.length, active: events.filter((event) => event.status === 'active').length }),
  });
}
