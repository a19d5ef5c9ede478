import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type EventAnnouncement = components['schemas']['EventAnnouncementDto'];

export const eventAnnouncementKeys = {
  list: (eventId: string) => ['events', eventId, 'announcements'] as const,
};

/** The announcements sent to the signed-in participant for the event, newest first. */
export function eventAnnouncementsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: eventAnnouncementKeys.list(eventId),
    queryFn: () => unwrap(api.GET('/api/events/{eventId}/announcements', { params: { path: { eventId } } })),
  });
}

export function useEventAnnouncements(eventId: string) {
  return useQuery(eventAnnouncementsQueryOptions(eventId));
}
