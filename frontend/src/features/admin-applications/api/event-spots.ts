import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { applicationKeys } from './query-keys';

export type EventSpots = components['schemas']['EventSpotsDto'];

/** How the event's spots stand: capacity, approved, confirmed, awaiting, freed, free, waitlisted. */
export function getEventSpots(eventId: string) {
  return unwrap(api.GET('/api/admin/events/{eventId}/spots', { params: { path: { eventId } } }));
}

export function eventSpotsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: applicationKeys.spots(eventId), queryFn: () => getEventSpots(eventId) });
}

export function useEventSpots(eventId: string) {
  return useQuery(eventSpotsQueryOptions(eventId));
}

/** 'Offer to next on waitlist': approves the best `count` waitlisted applications. */
export function offerWaitlistSpots({ eventId, count }: { eventId: string; count: number }) {
  return unwrap(
    api.POST('/api/admin/events/{eventId}/spots/offer', { params: { path: { eventId } }, body: { count } }),
  );
}

export function useOfferWaitlistSpots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerWaitlistSpots,
    // The table, the pending cards and the spots all move.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
