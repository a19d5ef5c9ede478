import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { myApplicationKeys } from '@/api/query-keys';

export type SubmitApplication = components['schemas']['SubmitApplicationDto'];

export function submitApplication(eventId: string, body: SubmitApplication) {
  return unwrap(api.POST('/api/events/{eventId}/applications', { params: { path: { eventId } }, body }));
}

export function useSubmitApplication(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitApplication) => submitApplication(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKeys.all, refetchType: 'none' }),
  });
}
