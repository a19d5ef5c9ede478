import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { adminEventKeys } from '@/api/query-keys';

export type ReminderSettings = components['schemas']['ReminderSettingsDto'];
export type ReminderKind = keyof ReminderSettings;

/** An event's reminder settings sit under the staff events' key, as its announcements do. */
export const reminderKeys = {
  settings: (eventId: string) => [...adminEventKeys.all, 'reminders', eventId] as const,
};

export function reminderSettingsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: reminderKeys.settings(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/reminders', { params: { path: { eventId } } })),
  });
}

/** Saves every kind; the answer is the settings as stored. */
export function useChangeReminderSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) =>
      unwrap(api.PUT('/api/admin/events/{eventId}/reminders', { params: { path: { eventId } }, body })),
    onSuccess: (settings) => queryClient.setQueryData(reminderKeys.settings(eventId), settings),
  });
}
