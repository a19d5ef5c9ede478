import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { adminEventKeys } from '@/api/query-keys';

import type { EventStatus } from '../event-status';

export interface EventStatusChange {
  eventId: string;
  status: EventStatus;
}

export function changeEventStatus({ eventId, status }: EventStatusChange) {
  return unwrap(api.PUT('/api/admin/events/{eventId}/status', { params: { path: { eventId } }, body: { status } }));
}

export function useChangeEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEventStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
  });
}
