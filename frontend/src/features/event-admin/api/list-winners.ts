import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { winnerKeys } from './query-keys';

export type Winner = components['schemas']['WinnerDto'];

export function listWinners(eventId: string): Promise<Winner[]> {
  return unwrap(api.GET('/api/admin/events/{eventId}/winners', { params: { path: { eventId } } }));
}

export function winnersQueryOptions(eventId: string) {
  return queryOptions({ queryKey: winnerKeys.forEvent(eventId), queryFn: () => listWinners(eventId) });
}

export function useEventWinners(eventId: string) {
  return useQuery(winnersQueryOptions(eventId));
}
