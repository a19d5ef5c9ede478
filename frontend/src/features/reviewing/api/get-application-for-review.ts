import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { myReviewingKeys } from '@/api/query-keys';

import type { ApplicationForReview } from './types';

export function getApplicationForReview(applicationId: string): Promise<ApplicationForReview> {
  return unwrap(api.GET('/api/review/applications/{applicationId}', { params: { path: { applicationId } } }));
}

/** The application as the server lets the caller see it (blind or not), the rubric and their review. */
export function applicationForReviewQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: myReviewingKeys.application(applicationId),
    queryFn: () => getApplicationForReview(applicationId),
    // A 403 or 404 will not change on a second try.
    retry: false,
  });
}
