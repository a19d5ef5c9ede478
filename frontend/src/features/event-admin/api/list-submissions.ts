import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { submissionKeys, type SubmissionsQuery } from './query-keys';

export type AdminSubmission = components['schemas']['AdminSubmissionDto'];
export type SubmissionStatus = AdminSubmission['status'];

export const SUBMISSIONS_PAGE_SIZE = 20;

export interface SubmissionsFilter {
  eventId?: string;
  track?: string;
  page: number;
  pageSize?: number;
}

export function listSubmissions({ eventId, track, search, awarded, page, size }: SubmissionsQuery) {
  return unwrap(
    api.GET('/api/admin/submissions', {
      params: { query: { eventId, track, search, awarded, page, pageSize: size } },
    }),
  );
}

export function submissionsQueryOptions({ eventId, track, page, pageSize }: SubmissionsFilter) {
  const query: SubmissionsQuery = { eventId, track, page, size: pageSize ?? SUBMISSIONS_PAGE_SIZE };
  return queryOptions({ queryKey: submissionKeys.list(query), queryFn: () => listSubmissions(query) });
}

export function useAdminSubmissions(filter: SubmissionsFilter, enabled = true) {
  return useQuery({ ...submissionsQueryOptions(filter), placeholderData: keepPreviousData, enabled });
}
