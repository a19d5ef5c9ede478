import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { ApplicationStatus } from '../application-status';
import type { ApplicationSort } from '../applications-search';
import { applicationKeys, type ApplicationsQuery } from './query-keys';

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationsFilter {
  eventId?: string;
  status?: ApplicationStatus;
  sort: ApplicationSort;
  page: number;
  pageSize?: number;
}

export function listApplications({ eventId, status, sort, page, size }: ApplicationsQuery) {
  return unwrap(
    api.GET('/api/admin/applications', { params: { query: { eventId, status, sort, page, pageSize: size } } }),
  );
}

export function applicationsQueryOptions({ eventId, status, sort, page, pageSize }: ApplicationsFilter) {
  const query: ApplicationsQuery = { eventId, status, sort, page, size: pageSize ?? APPLICATIONS_PAGE_SIZE };
  return queryOptions({ queryKey: applicationKeys.list(query), queryFn: () => listApplications(query) });
}

export function useApplications(filter: ApplicationsFilter) {
  return useQuery({ ...applicationsQueryOptions(filter), placeholderData: keepPreviousData });
}
