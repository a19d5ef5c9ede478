import { sessionStore } from '@/lib/session/session';

import type { ApplicationsQuery } from './query-keys';

/** The query string of the export: the table's filters and sort (paging ignored). */
export function applicationsExportQueryString(query: Omit<ApplicationsQuery, 'page' | 'size'>): string {
  const params = new URLSearchParams();
  if (query.eventId) params.set('eventId', query.eventId);
  if (query.status) params.set('status', query.status);
  if (query.role) params.set('role', query.role);
  if (query.search) params.set('search', query.search);
  params.set('sort', query.sort);
  return `?${params.toString()}`;
}

/** Downloads the filtered applications with their answers as CSV; the Bearer token is sent, so a plain link will not do. */
export async function downloadApplicationsCsv(query: Omit<ApplicationsQuery, 'page' | 'size'>): Promise<void> {
  const accessToken = sessionStore.get()?.accessToken;
  const response = await fetch(`/api/admin/applications/export.csv${applicationsExportQueryString(query)}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'applications.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
