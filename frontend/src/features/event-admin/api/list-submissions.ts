import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { submissionKeys, type SubmissionsQuery } from './query-keys';

export type AdminSubmission = components['schemas']['AdminSubmissionDto'];
export type { SubmissionStatus } from './submission-filters';

export const SUBMISSIONS_PAGE_SIZE = 20;

export type SubmissionsFilter = Omit<SubmissionsQuery, 'size' | 'awarded'> & { pageSize?: number };

export function listSubmissions({ size, ...query }: SubmissionsQuery) {
  return unwrap(api.GET('/api/admin/submissions', { params: { query: { ...query, pageSize: size } } }));
}

export function submissionsQueryOptions({ pageSize, ...filter }: SubmissionsFilter) {
  const query: SubmissionsQuery = { ...filter, size: pageSize ?? SUBMISSIONS_PAGE_SIZE };
  return queryOptions({ queryKey: submissionKeys.list(query), queryFn: () => listSubmissions(query) });
}

export function useAdminSubmissions(filter: SubmissionsFilter, enabled = true) {
  return useQuery({ ...submissionsQueryOptions(filter), placeholderData: keepPreviousData, enabled });
}
