import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { auditKeys } from './list-audit-entries';

/** People (by name or email), events and projects (by title) the filters offer for a typed name. */
export function auditSubjectsQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...auditKeys.all, 'subjects', text] as const,
    queryFn: () => unwrap(api.GET('/api/admin/audit/subjects', { params: { query: { q: text } } })),
    staleTime: 30_000,
  });
}

/** Asks only once something is typed; keeps the last choices on screen while the next ones load. */
export function useAuditSubjects(text: string) {
  return useQuery({ ...auditSubjectsQueryOptions(text), enabled: text !== '', placeholderData: keepPreviousData });
}
