import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type EventAnalytics = components['schemas']['EventAnalyticsDto'];

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  /** `eventId` undefined: All Events. */
  detail: (eventId: string | undefined) => [...analyticsKeys.all, eventId ?? 'all'] as const,
};

/** Every chart's numbers of the Analytics tab for one event, or for all events. */
export function getAnalytics(eventId: string | undefined): Promise<EventAnalytics> {
  return unwrap(api.GET('/api/admin/analytics', { params: { query: eventId ? { eventId } : {} } }));
}

export function analyticsQueryOptions(eventId: string | undefined) {
  return queryOptions({ queryKey: analyticsKeys.detail(eventId), queryFn: () => getAnalytics(eventId) });
}

export function useAnalytics(eventId: string | undefined) {
  return useQuery(analyticsQueryOptions(eventId));
}
