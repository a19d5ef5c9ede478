import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { myReviewingKeys } from '@/api/query-keys';

import type { ReviewForm, SavedReview } from './types';

export function saveReview(applicationId: string, body: ReviewForm): Promise<SavedReview> {
  return unwrap(
    api.PUT('/api/review/applications/{applicationId}/review', { params: { path: { applicationId } }, body }),
  );
}

/** 'Save Review', then the queue and the page refresh ('n of m reviewed' moves). */
export function useSaveReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewForm) => saveReview(applicationId, body),
    // Not awaited: the caller moves on to the next application first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myReviewingKeys.all });
    },
  });
}
