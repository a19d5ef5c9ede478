import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { ventureKeys } from '@/api/venture-keys';

export type Checkin = components['schemas']['CheckinDto'];
export type CheckinAnswer = components['schemas']['AnswerCheckinDto'];

/** The check-in form's header: venture, sprint and where the check-in stands (members and staff). */
export function checkinQueryOptions(ventureId: string, checkinId: string) {
  return queryOptions({
    queryKey: [...ventureKeys.detail(ventureId), 'checkin', checkinId] as const,
    queryFn: () =>
      unwrap(api.GET('/api/ventures/{ventureId}/checkins/{checkinId}', { params: { path: { ventureId, checkinId } } })),
    // A 404 is an answer (no such check-in, or a venture the viewer is not on), not a glitch.
    retry: false,
  });
}

/** 'Submit Check-in': refreshes every venture screen (the answer adds milestones). */
export function useAnswerCheckin(ventureId: string, checkinId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckinAnswer) =>
      unwrap(
        api.POST('/api/ventures/{ventureId}/checkins/{checkinId}', {
          params: { path: { ventureId, checkinId } },
          body,
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ventureKeys.all }),
  });
}
