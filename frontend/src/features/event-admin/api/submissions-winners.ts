import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { PROJECT_STATS_KEY } from '@/features/admin/api/project-stats';

export type AdminSubmission = components['schemas']['AdminSubmissionDto'];
export type AdminSubmissionDetail = components['schemas']['AdminSubmissionDetailDto'];
export type SubmissionStatus = AdminSubmission['status'];
export type Winner = components['schemas']['WinnerDto'];
export type AddWinnerBody = components['schemas']['AddWinnerDto'];

export const SUBMISSIONS_PAGE_SIZE = 20;
/** The largest page the API serves: the Add Winner dialog reads an event's submissions in one. */
export const EVENT_SUBMISSIONS_PAGE_SIZE = 100;

const submissionsKey = ['admin', 'submissions'] as const;
const winnersKey = (eventId: string) => ['admin', 'winners', eventId] as const;

export interface SubmissionsFilter {
  eventId?: string;
  track?: string;
  page: number;
  pageSize?: number;
}

export function useAdminSubmissions({ eventId, track, page, pageSize }: SubmissionsFilter, enabled = true) {
  const size = pageSize ?? SUBMISSIONS_PAGE_SIZE;
  return useQuery({
    queryKey: [...submissionsKey, 'list', { eventId, track, page, size }] as const,
    queryFn: () =>
      unwrap(api.GET('/api/admin/submissions', { params: { query: { eventId, track, page, pageSize: size } } })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminSubmission(submissionId: string | undefined) {
  return useQuery({
    queryKey: [...submissionsKey, 'one', submissionId] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/submissions/{submissionId}', { params: { path: { submissionId: submissionId ?? '' } } }),
      ),
    enabled: submissionId !== undefined,
  });
}

export function useEventWinners(eventId: string) {
  return useQuery({
    queryKey: winnersKey(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/winners', { params: { path: { eventId } } })),
  });
}

/** Deleting an event removes its submissions and winners: every staff view of them is stale. */
export function useRefreshSubmissionViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: submissionsKey }),
      queryClient.invalidateQueries({ queryKey: PROJECT_STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'winners'] }),
    ]);
}

/** A winner changes the submission's status and the stats too. */
function refreshAfterWinnerChange(queryClient: QueryClient, eventId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: winnersKey(eventId) }),
    queryClient.invalidateQueries({ queryKey: submissionsKey }),
    queryClient.invalidateQueries({ queryKey: PROJECT_STATS_KEY }),
  ]);
}

export function useAddWinner(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWinnerBody) =>
      unwrap(api.POST('/api/admin/events/{eventId}/winners', { params: { path: { eventId } }, body })),
    onSettled: () => refreshAfterWinnerChange(queryClient, eventId),
  });
}

export function useRemoveWinner(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (winnerId: string) =>
      unwrap(api.DELETE('/api/admin/winners/{winnerId}', { params: { path: { winnerId } } })),
    onSettled: () => refreshAfterWinnerChange(queryClient, eventId),
  });
}
