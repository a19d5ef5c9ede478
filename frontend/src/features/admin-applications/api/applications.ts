import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { ApplicationSort } from '../applications-search';
import type { ApplicationStatus } from '../application-status';

export const APPLICATIONS_PAGE_SIZE = 20;

export const applicationsQueryKey = ['admin', 'applications'] as const;

export interface ApplicationsFilter {
  eventId?: string;
  status?: ApplicationStatus;
  sort: ApplicationSort;
  page: number;
  pageSize?: number;
}

export function applicationsQueryOptions({ eventId, status, sort, page, pageSize }: ApplicationsFilter) {
  const size = pageSize ?? APPLICATIONS_PAGE_SIZE;
  return queryOptions({
    queryKey: [...applicationsQueryKey, 'list', { eventId, status, sort, page, size }] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/applications', {
          params: { query: { eventId, status, sort, page, pageSize: size } },
        }),
      ),
  });
}

export function useApplications(filter: ApplicationsFilter) {
  return useQuery({ ...applicationsQueryOptions(filter), placeholderData: keepPreviousData });
}

export function useApplicationDetail(applicationId: string | undefined) {
  return useQuery({
    queryKey: [...applicationsQueryKey, 'one', applicationId] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/applications/{applicationId}', {
          params: { path: { applicationId: applicationId ?? '' } },
        }),
      ),
    enabled: applicationId !== undefined,
  });
}

export function useApplicationFilterEvents() {
  return useQuery({
    queryKey: ['admin', 'events', 'list'] as const,
    queryFn: () => unwrap(api.GET('/api/admin/events')),
  });
}

export interface StatusChange {
  applicationId: string;
  status: ApplicationStatus;
  version: number;
}

export function changeApplicationStatus({ applicationId, status, version }: StatusChange) {
  return unwrap(
    api.PUT('/api/admin/applications/{applicationId}/status', {
      params: { path: { applicationId } },
      body: { status, version },
    }),
  );
}

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}

export function useResendDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      unwrap(api.POST('/api/admin/applications/{applicationId}/resend', { params: { path: { applicationId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
