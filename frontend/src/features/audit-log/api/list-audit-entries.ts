import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { auditQuery, type AuditSearch } from '../audit-search';

export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: ReturnType<typeof auditQuery>, page: number) => [...auditKeys.all, 'list', filters, page] as const,
};

export function listAuditEntries(search: AuditSearch) {
  const page = search.page ?? 1;
  return unwrap(
    api.GET('/api/admin/audit', { params: { query: { ...auditQuery(search), page, pageSize: AUDIT_PAGE_SIZE } } }),
  );
}

export function auditEntriesQueryOptions(search: AuditSearch) {
  return queryOptions({
    queryKey: auditKeys.list(auditQuery(search), search.page ?? 1),
    queryFn: () => listAuditEntries(search),
  });
}

export function useAuditEntries(search: AuditSearch) {
  return useQuery({ ...auditEntriesQueryOptions(search), placeholderData: keepPreviousData });
}
