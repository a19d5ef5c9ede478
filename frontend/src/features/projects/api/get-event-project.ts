import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { projectKeys } from '@/api/query-keys';

/** The signed-in user's project in one event, if any. */
export function getEventProject(eventId: string) {
  return unwrap(api.GET('/api/events/{eventId}/my-project', { params: { path: { eventId } } }));
}

export function eventProjectQueryOptions(eventId: string) {
  return queryOptions({ queryKey: projectKeys.forEvent(eventId), queryFn: () => getEventProject(eventId) });
}
