import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { useWithdrawFollowUpConsent } from '@/api/follow-up-consent';
import type { components } from '@/api/generated/schema';
import type { CheckinAnswer } from '@/components/checkin-questions/checkin-body';

export type FollowUp = components['schemas']['FollowUpDto'];

export const followUpKeys = {
  all: ['follow-ups'] as const,
  detail: (followUpId: string) => [...followUpKeys.all, 'one', followUpId] as const,
};

/** The survey page's header: the applicant's own survey (anyone else's is a 404). */
export function followUpQueryOptions(followUpId: string) {
  return queryOptions({
    queryKey: followUpKeys.detail(followUpId),
    queryFn: () => unwrap(api.GET('/api/follow-ups/{followUpId}', { params: { path: { followUpId } } })),
    // A 404 is an answer (no such survey, or someone else's), not a glitch.
    retry: false,
  });
}

/** Answers the survey (the check-in's questions). */
export function useAnswerFollowUp(followUpId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckinAnswer) =>
      unwrap(api.POST('/api/follow-ups/{followUpId}', { params: { path: { followUpId } }, body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
  });
}

/** 'Stop asking me': withdraws the consent given on the apply form; the survey is cancelled. */
export function useStopAsking() {
  return useWithdrawFollowUpConsent(followUpKeys.all);
}
