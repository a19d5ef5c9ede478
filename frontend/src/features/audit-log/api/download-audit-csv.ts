import { sessionStore } from '@/lib/session/session';

import { auditExportQueryString, type AuditSearch } from '../audit-search';

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
