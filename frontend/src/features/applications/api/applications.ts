import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type SubmitApplication = components['schemas']['SubmitApplicationDto'];

export function useSubmitApplication(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitApplication) =>
      unwrap(api.POST('/api/events/{eventId}/applications', { params: { path: { eventId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications', 'mine'], refetchType: 'none' }),
  });
}

export function participantDashboardQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['applications', 'participant-dashboard', eventId],
    queryFn: () => unwrap(api.GET('/api/events/{eventId}/participant-dashboard', { params: { path: { eventId } } })),
    retry: false,
  });
}
