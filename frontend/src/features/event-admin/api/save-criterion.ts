import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { judgingKeys } from './query-keys';

export type CriterionForm = components['schemas']['CriterionFormDto'];

// Both answer with the event's whole criteria list, which replaces the cached one.

export function addCriterion(eventId: string, body: CriterionForm) {
  return unwrap(api.POST('/api/admin/events/{eventId}/criteria', { params: { path: { eventId } }, body }));
}

export function editCriterion(eventId: string, { criterionId, ...body }: CriterionForm & { criterionId: string }) {
  return unwrap(
    api.PUT('/api/admin/events/{eventId}/criteria/{criterionId}', { params: { path: { eventId, criterionId } }, body }),
  );
}

export function useAddCriterion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CriterionForm) => addCriterion(eventId, body),
    onSuccess: (list) => queryClient.setQueryData(judgingKeys.criteria(eventId), list),
  });
}

export function useEditCriterion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CriterionForm & { criterionId: string }) => editCriterion(eventId, change),
    onSuccess: (list) => queryClient.setQueryData(judgingKeys.criteria(eventId), list),
  });
}
