import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { adminEventKeys, myReviewingKeys } from '@/api/query-keys';

export type AssignApplicationsResult = components['schemas']['AssignApplicationsResultDto'];

export function assignApplications(eventId: string): Promise<AssignApplicationsResult> {
  return unwrap(api.POST('/api/admin/events/{eventId}/review/assign', { params: { path: { eventId } }, body: {} }));
}

/** 'Assign Applications': the event's staff screens and the caller's own queue may change. */
export function useAssignApplications(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => assignApplications(eventId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminEventKeys.all, 'review', eventId] }),
        queryClient.invalidateQueries({ queryKey: myReviewingKeys.all }),
      ]),
  });
}
