import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { adminEventKeys } from '@/api/query-keys';

import type { CreateEventBody } from '../wizard/wizard-values';

export function createEvent(body: CreateEventBody) {
  return unwrap(api.POST('/api/admin/events', { body }));
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
  });
}
