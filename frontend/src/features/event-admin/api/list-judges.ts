import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { judgingKeys } from './query-keys';

export type EventJudges = components['schemas']['EventJudgesDto'];

export function listJudges(eventId: string): Promise<EventJudges> {
  return unwrap(api.GET('/api/admin/events/{eventId}/judges', { params: { path: { eventId } } }));
}

export function judgesQueryOptions(eventId: string) {
  return queryOptions({ queryKey: judgingKeys.judges(eventId), queryFn: () => listJudges(eventId) });
}

export function useJudges(eventId: string) {
  return useQuery(judgesQueryOptions(eventId));
}
