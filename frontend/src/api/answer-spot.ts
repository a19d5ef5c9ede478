import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { participantApplicationKeys } from './query-keys';

export type SpotAnswer = 'confirm' | 'decline';

/** The applicant's answer to their spot: 'I'll be there', or giving it up. Answers the new version. */
export function answerSpot({ applicationId, answer }: { applicationId: string; answer: SpotAnswer }) {
  const params = { params: { path: { applicationId } } };
  return unwrap(
    answer === 'confirm'
      ? api.POST('/api/applications/{applicationId}/spot/confirm', params)
      : api.POST('/api/applications/{applicationId}/spot/decline', params),
  );
}

/** Refreshes the applicant's own application wherever it shows (dashboard, event page, event dashboard). */
export function useAnswerSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSpot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: participantApplicationKeys.all }),
  });
}
