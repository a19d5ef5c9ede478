import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import type { AssignResult } from './judging-types';
import { judgingRunKeys } from './query-keys';

export type AssignForm = components['schemas']['AssignSubmissionsDto'];

export function assignSubmissions(eventId: string, body: AssignForm): Promise<AssignResult> {
  return unwrap(api.POST('/api/admin/events/{eventId}/judging/assign', { params: { path: { eventId } }, body }));
}

export function useAssignSubmissions(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignForm) => assignSubmissions(eventId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
  });
}
