import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { adminEventKeys } from '@/api/query-keys';

export type Announcement = components['schemas']['AnnouncementDto'];
export type ScheduleAnnouncementBody = components['schemas']['ScheduleAnnouncementDto'];
export type AnnouncementSegment = ScheduleAnnouncementBody['segment'];
export type AnnouncementApplicantStatus = NonNullable<ScheduleAnnouncementBody['applicationStatus']>;
export type AnnouncementPreviewBody = components['schemas']['PreviewAnnouncementDto'];

/** An event's announcements sit under the staff events' key, as its review setup does. */
export const announcementKeys = {
  all: (eventId: string) => [...adminEventKeys.all, 'announcements', eventId] as const,
  list: (eventId: string) => [...announcementKeys.all(eventId), 'list'] as const,
  preview: (eventId: string, body: AnnouncementPreviewBody) =>
    [...announcementKeys.all(eventId), 'preview', body] as const,
};

export function announcementsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: announcementKeys.list(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/announcements', { params: { path: { eventId } } })),
  });
}

export function useAnnouncements(eventId: string) {
  return useQuery(announcementsQueryOptions(eventId));
}

/** The recipient count (and the email's text) for the segment as picked; writes nothing. */
export function announcementPreviewQueryOptions(eventId: string, body: AnnouncementPreviewBody) {
  return queryOptions({
    queryKey: announcementKeys.preview(eventId, body),
    queryFn: () =>
      unwrap(api.POST('/api/admin/events/{eventId}/announcements/preview', { params: { path: { eventId } }, body })),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncementPreview(eventId: string, body: AnnouncementPreviewBody) {
  return useQuery(announcementPreviewQueryOptions(eventId, body));
}

/** 'Send now' (no sendAt) or 'Schedule'; refreshes the list. */
export function useScheduleAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleAnnouncementBody) =>
      unwrap(api.POST('/api/admin/events/{eventId}/announcements', { params: { path: { eventId } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.list(eventId) }),
  });
}

export function useCancelAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      unwrap(
        api.POST('/api/admin/events/{eventId}/announcements/{announcementId}/cancel', {
          params: { path: { eventId, announcementId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.list(eventId) }),
  });
}
