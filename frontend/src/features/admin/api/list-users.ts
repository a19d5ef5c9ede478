import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type UserSummary = components['schemas']['UserSummaryDto'];

export const USERS_PAGE_SIZE = 20;

export interface UsersFilter {
  page: number;
  search: string;
}

export const usersQueryKey = ['admin', 'users'] as const;

export function usersQueryOptions({ page, search }: UsersFilter) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', { page, search }] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/users', {
          params: { query: { page, pageSize: USERS_PAGE_SIZE, search: search || undefined } },
        }),
      ),
  });
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useUsers(filter: UsersFilter) {
  return useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });
}

/** Total Users: the list's `total`, asking for a single row. */
export function userCountQueryOptions() {
  return queryOptions({
    queryKey: [...usersQueryKey, 'count'] as const,
    queryFn: () => unwrap(api.GET('/api/admin/users', { params: { query: { pageSize: 1 } } })),
    select: (page) => page.total,
  });
}

export function useUserCount() {
  return useQuery(userCountQueryOptions());
}
