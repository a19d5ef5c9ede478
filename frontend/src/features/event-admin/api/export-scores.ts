import { useMutation } from '@tanstack/react-query';

import { api } from '@/api/client';

/** Fetches the CSV with the session's token and hands it to the browser as a download. */
export async function exportScores(eventId: string): Promise<void> {
  const { data } = await api.GET('/api/admin/events/{eventId}/judging/export.csv', {
    params: { path: { eventId } },
    parseAs: 'text',
  });
  const url = URL.createObjectURL(new Blob([data ?? ''], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `scores-${eventId}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

export function useExportScores(eventId: string) {
  return useMutation({ mutationFn: () => exportScores(eventId) });
}
