import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { submissionKeys, type SubmissionsQuery } from './query-keys';

export type AdminSubmission = components['schemas']['AdminSubmissionDto'];
export type SubmissionStatus = AdminSubmission['status'];

export const SUBMISSIONS_PAGE_SIZE = 20;
/** The largest page the API serves: the Add Winner dialog reads an event's submissions in one. */
export const EVENT_SUBMISSIONS_PAGE_SIZE = 100;

export interface SubmissionsFilter {
  eventId?: string;
  track?: string;
  page: number;
  pageSize?: number;
}

export function listSubmissions({ eventId, track, page, size }: SubmissionsQuery) {
  return unwrap(api.GET('/api/admin/submissions', { params: { query: { eventId, track, page, pageSize: size } } }));
}

export function submissionsQueryOptions({ eventId, track, page, pageSize }: SubmissionsFilter) {
  const query: SubmissionsQuery = { eventId, track, page, size: pageSize ?? SUBMISSIONS_PAGE_SIZE };
  return queryOptions({ queryKey: submissionKeys.list(query), queryFn: () => listSubmissions(query) });
}

export function useAdminSubmissions(filter: SubmissionsFilter, enabled = true) {
  return useQuery({ ...submissionsQueryOptions(filter), placeholderData: keepPreviousData, enabled });
}
