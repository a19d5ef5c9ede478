import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { adminEventKeys, eventKeys } from '@/api/query-keys';

import type { UpdateEventBody } from '../wizard/edit-values';

export interface EventUpdate {
  eventId: string;
  body: UpdateEventBody;
}

export function updateEvent({ eventId, body }: EventUpdate) {
  return unwrap(api.PUT('/api/admin/events/{eventId}', { params: { path: { eventId } }, body }));
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    // Not on a 409: the page keeps the user's edits beside the message until they choose to reload.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
