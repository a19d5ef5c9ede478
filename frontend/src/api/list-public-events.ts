import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { eventKeys } from './query-keys';

export type EventDto = components['schemas']['EventDto'];

/** Active and upcoming events, by start date ascending (the server orders them). */
export function listPublicEvents(): Promise<EventDto[]> {
  return unwrap(api.GET('/api/events'));
}

export function publicEventsQueryOptions() {
  return queryOptions({ queryKey: eventKeys.publicList(), queryFn: listPublicEvents });
}

export function usePublicEvents() {
  return useQuery(publicEventsQueryOptions());
}
