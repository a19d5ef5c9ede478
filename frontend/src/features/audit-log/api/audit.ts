import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { sessionStore } from '@/lib/session/session';

import { auditExportQueryString, auditQuery, type AuditSearch } from '../audit-search';

export const AUDIT_PAGE_SIZE = 50;

export function useAuditEntries(search: AuditSearch) {
  const page = search.page ?? 1;
  return useQuery({
    queryKey: ['admin', 'audit', 'list', auditQuery(search), page] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/audit', {
          params: { query: { ...auditQuery(search), page, pageSize: AUDIT_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered rows as CSV; the Bearer token is sent, so a plain link will not do. */
export async function downloadAuditCsv(search: AuditSearch): Promise<void> {
  const accessToken = sessionStore.get()?.accessToken;
  const response = await fetch(`/api/admin/audit/export.csv${auditExportQueryString(search)}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-log.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
