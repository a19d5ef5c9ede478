import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type Criterion = components['schemas']['CriterionDto'];
export type CriterionForm = components['schemas']['CriterionFormDto'];
export type EventJudges = components['schemas']['EventJudgesDto'];

const criteriaKey = (eventId: string) => ['admin', 'events', 'criteria', eventId] as const;
const judgesKey = (eventId: string) => ['admin', 'events', 'judges', eventId] as const;

export function useCriteria(eventId: string) {
  return useQuery({
    queryKey: criteriaKey(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/criteria', { params: { path: { eventId } } })),
  });
}

export function useJudges(eventId: string) {
  return useQuery({
    queryKey: judgesKey(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/judges', { params: { path: { eventId } } })),
  });
}

export function useAddCriterion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CriterionForm) =>
      unwrap(api.POST('/api/admin/events/{eventId}/criteria', { params: { path: { eventId } }, body })),
    onSuccess: (list) => queryClient.setQueryData(criteriaKey(eventId), list),
  });
}

export function useEditCriterion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ criterionId, ...body }: CriterionForm & { criterionId: string }) =>
      unwrap(
        api.PUT('/api/admin/events/{eventId}/criteria/{criterionId}', {
          params: { path: { eventId, criterionId } },
          body,
        }),
      ),
    onSuccess: (list) => queryClient.setQueryData(criteriaKey(eventId), list),
  });
}

export function useAddJudge(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      unwrap(api.POST('/api/admin/events/{eventId}/judges', { params: { path: { eventId } }, body: { query } })),
    onSuccess: (judges) => queryClient.setQueryData(judgesKey(eventId), judges),
  });
}

export function useRemoveJudge(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.DELETE('/api/admin/events/{eventId}/judges/{userId}', { params: { path: { eventId, userId } } })),
    onSuccess: (judges) => queryClient.setQueryData(judgesKey(eventId), judges),
  });
}
