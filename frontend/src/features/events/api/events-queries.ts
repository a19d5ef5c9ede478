import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

export const eventsQueryKey = ['events'] as const;

/** Active and upcoming events, by start date ascending (the server orders them). */
export function publicEventsQueryOptions() {
  return queryOptions({
    queryKey: [...eventsQueryKey, 'public'],
    queryFn: () => unwrap(api.GET('/api/events')),
  });
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventsQueryKey, 'detail', eventId],
    queryFn: () => unwrap(api.GET('/api/events/{eventId}', { params: { path: { eventId } } })),
  });
}
