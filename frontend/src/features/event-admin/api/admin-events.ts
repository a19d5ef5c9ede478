import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import type { CreateEventBody } from '../wizard/wizard-values';

export type AdminEvent = components['schemas']['EventDto'];
export type EventStatus = AdminEvent['status'];

export const EVENT_STATUSES: readonly EventStatus[] = ['draft', 'upcoming', 'active', 'completed'];

export const STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  upcoming: 'Upcoming',
  active: 'Active',
  completed: 'Completed',
};

export const adminEventsQueryKey = ['admin', 'events'] as const;

export function adminEventsQueryOptions() {
  return queryOptions({
    queryKey: [...adminEventsQueryKey, 'list'] as const,
    queryFn: () => unwrap(api.GET('/api/admin/events')),
  });
}

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}

export function adminEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...adminEventsQueryKey, 'one', eventId] as const,
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}', { params: { path: { eventId } } })),
  });
}

export function useAdminEvent(eventId: string) {
  return useQuery(adminEventQueryOptions(eventId));
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => unwrap(api.POST('/api/admin/events', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}

export function useChangeEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, status }: { eventId: string; status: EventStatus }) =>
      unwrap(api.PUT('/api/admin/events/{eventId}/status', { params: { path: { eventId } }, body: { status } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      unwrap(api.DELETE('/api/admin/events/{eventId}', { params: { path: { eventId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}
