import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { judgingRunKeys } from './query-keys';

export function addAssignment(eventId: string, body: { submissionId: string; judgeId: string }) {
  return unwrap(api.POST('/api/admin/events/{eventId}/judging/assignments', { params: { path: { eventId } }, body }));
}

export function removeAssignment(eventId: string, assignmentId: string, confirm: boolean) {
  return unwrap(
    api.DELETE('/api/admin/events/{eventId}/judging/assignments/{assignmentId}', {
      params: { path: { eventId, assignmentId }, query: { confirm } },
    }),
  );
}

export function useAddAssignment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { submissionId: string; judgeId: string }) => addAssignment(eventId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
  });
}

export function useRemoveAssignment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, confirm }: { assignmentId: string; confirm: boolean }) =>
      removeAssignment(eventId, assignmentId, confirm),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRunKeys.overview(eventId) }),
  });
}
