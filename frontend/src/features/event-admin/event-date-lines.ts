import { formatInZone } from '@/lib/event-dates';

// Apart from event-time.ts, which brings dayjs and its time zone plugins: the Events tab's first
// load needs only these lines, which Intl draws.

/**
 * The Dates column of the Events tab: start, end and deadline all in the event's timezone, so one
 * row never mixes the browser's days with the event's.
 */
export function eventDateLines(event: {
  startDate: string;
  endDate: string;
  submissionDeadline: string;
  timezone: string;
}): string[] {
  return [
    `Start: ${formatInZone(event.startDate, event.timezone)}`,
    `End: ${formatInZone(event.endDate, event.timezone)}`,
    `Deadline: ${formatInZone(event.submissionDeadline, event.timezone)}`,
  ];
}
