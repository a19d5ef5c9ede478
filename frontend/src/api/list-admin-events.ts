import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { adminEventKeys } from './query-keys';

export type AdminEvent = components['schemas']['EventDto'];

/** Every event, drafts included (admins and organizers). */
export function listAdminEvents(): Promise<AdminEvent[]> {
  return unwrap(api.GET('/api/admin/events'));
}

export function adminEventsQueryOptions() {
  return queryOptions({ queryKey: adminEventKeys.list(), queryFn: listAdminEvents });
}

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}
