import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { EventDto } from './list-public-events';
import { eventKeys } from './query-keys';
import { rejectUnknownEventId } from './unknown-event-id';

/** A public event (404 for drafts and unknown ids). */
export function getEvent(eventId: string): Promise<EventDto> {
  return rejectUnknownEventId(eventId) ?? unwrap(api.GET('/api/events/{eventId}', { params: { path: { eventId } } }));
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.detail(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: string) {
  return useQuery(eventQueryOptions(eventId));
}
