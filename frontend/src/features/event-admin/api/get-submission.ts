import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { submissionKeys } from './query-keys';

export type AdminSubmissionDetail = components['schemas']['AdminSubmissionDetailDto'];

/** The project as it was submitted. */
export function getSubmission(submissionId: string): Promise<AdminSubmissionDetail> {
  return unwrap(api.GET('/api/admin/submissions/{submissionId}', { params: { path: { submissionId } } }));
}

export function submissionQueryOptions(submissionId: string | undefined) {
  return queryOptions({
    queryKey: submissionKeys.detail(submissionId),
    queryFn: () => getSubmission(submissionId ?? ''),
    enabled: submissionId !== undefined,
  });
}

export function useAdminSubmission(submissionId: string | undefined) {
  return useQuery(submissionQueryOptions(submissionId));
}
