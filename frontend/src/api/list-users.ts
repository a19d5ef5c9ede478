import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { userKeys, type UsersQuery } from './query-keys';

export type UserSummary = components['schemas']['UserSummaryDto'];

export const USERS_PAGE_SIZE = 20;

export type UsersFilter = Omit<UsersQuery, 'pageSize'> & { pageSize?: number };

/** Every account (admins only), searched, filtered by role, sorted and paged by the server. */
export function listUsers({ page, search, role, sort, pageSize }: UsersQuery) {
  return unwrap(
    api.GET('/api/admin/users', { params: { query: { page, pageSize, search: search || undefined, role, sort } } }),
  );
}

export function usersQueryOptions({ pageSize = USERS_PAGE_SIZE, ...filter }: UsersFilter) {
  const query: UsersQuery = { ...filter, pageSize };
  return queryOptions({ queryKey: userKeys.list(query), queryFn: () => listUsers(query) });
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useUsers(filter: UsersFilter) {
  return useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });
}

/** Total Users (admins and organizers): the number only, never the list. */
export function userCountQueryOptions() {
  return queryOptions({
    queryKey: userKeys.count(),
    queryFn: () => unwrap(api.GET('/api/admin/users/count')),
  });
}

export function useUserCount() {
  return useQuery({ ...userCountQueryOptions(), select: (count) => count.total });
}
