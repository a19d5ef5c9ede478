import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { ApplicationRole } from '@/lib/applicant-roles';

import type { ApplicationStatus } from '../application-status';
import type { ApplicationSort } from '../applications-search';
import { applicationKeys, type ApplicationsQuery } from './query-keys';

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationsFilter {
  eventId?: string;
  status?: ApplicationStatus;
  role?: ApplicationRole;
  /** Part of the applicant's name or email. */
  search?: string;
  sort: ApplicationSort;
  page: number;
  pageSize?: number;
}

export function listApplications({ eventId, status, role, search, sort, page, size }: ApplicationsQuery) {
  return unwrap(
    api.GET('/api/admin/applications', {
      params: { query: { eventId, status, role, search, sort, page, pageSize: size } },
    }),
  );
}

export function applicationsQueryOptions({ pageSize, ...filter }: ApplicationsFilter) {
  const query: ApplicationsQuery = { ...filter, size: pageSize ?? APPLICATIONS_PAGE_SIZE };
  return queryOptions({ queryKey: applicationKeys.list(query), queryFn: () => listApplications(query) });
}

export function useApplications(filter: ApplicationsFilter) {
  return useQuery({ ...applicationsQueryOptions(filter), placeholderData: keepPreviousData });
}
