import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

export const participantDashboardKeys = {
  detail: (eventId: string) => ['applications', 'participant-dashboard', eventId] as const,
};

/** An approved participant's view of one event (403/404 coded answers say why not). */
export function getParticipantDashboard(eventId: string) {
  return unwrap(api.GET('/api/events/{eventId}/participant-dashboard', { params: { path: { eventId } } }));
}

export function participantDashboardQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: participantDashboardKeys.detail(eventId),
    queryFn: () => getParticipantDashboard(eventId),
    retry: false,
  });
}

export function useParticipantDashboard(eventId: string) {
  return useQuery(participantDashboardQueryOptions(eventId));
}
