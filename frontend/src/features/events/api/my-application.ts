import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { ApiError } from '@/api/api-error';

/** The signed-in user's application to one event, or null when they have not applied. */
export function myApplicationQueryOptions(userId: string, eventId: string) {
  return queryOptions({
    queryKey: ['applications', 'mine', userId, eventId],
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/api/events/{eventId}/applications/mine', { params: { path: { eventId } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
