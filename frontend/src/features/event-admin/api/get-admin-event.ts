import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { adminEventKeys } from '@/api/query-keys';
import { rejectUnknownEventId } from '@/api/unknown-event-id';

/** One event as staff see it, drafts included. */
export function getAdminEvent(eventId: string) {
  return (
    rejectUnknownEventId(eventId) ?? unwrap(api.GET('/api/admin/events/{eventId}', { params: { path: { eventId } } }))
  );
}

export function adminEventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: adminEventKeys.detail(eventId), queryFn: () => getAdminEvent(eventId) });
}

export function useAdminEvent(eventId: string) {
  return useQuery(adminEventQueryOptions(eventId));
}
