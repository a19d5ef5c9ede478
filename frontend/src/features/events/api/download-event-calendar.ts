import { useMutation } from '@tanstack/react-query';

import { api } from '@/api/client';
import { downloadTextFile } from '@/lib/download-file';

/** The file's name, as the server names it (and the approval email's attachment). */
export const EVENT_CALENDAR_FILE = 'sprint.ics';

/** GET /api/events/{eventId}/calendar.ics, the path a plain link downloads it from. */
export function eventCalendarPath(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
}

/**
 * Fetches the event's calendar file with the session's token (staff get a draft's too) and hands it
 * to the browser as a download.
 */
export async function downloadEventCalendar(eventId: string): Promise<void> {
  const { data } = await api.GET('/api/events/{eventId}/calendar.ics', {
    params: { path: { eventId } },
    parseAs: 'text',
  });
  downloadTextFile(EVENT_CALENDAR_FILE, data ?? '', 'text/calendar;charset=utf-8');
}

export function useDownloadEventCalendar(eventId: string) {
  return useMutation({ mutationFn: () => downloadEventCalendar(eventId) });
}
