import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/api/client';

import { eventsQueryKey } from './events-queries';

/** Admins only: removes the event and everything attached to it. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: string) => {
      await api.DELETE('/api/admin/events/{eventId}', { params: { path: { eventId } } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
