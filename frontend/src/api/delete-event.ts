import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { adminEventKeys, eventKeys } from './query-keys';

/** Admins only: removes the event and everything attached to it. */
export function deleteEvent(eventId: string) {
  return unwrap(api.DELETE('/api/admin/events/{eventId}', { params: { path: { eventId } } }));
}

/** The one way to delete an event, from the public list and from the staff screens alike. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
      ]),
  });
}
