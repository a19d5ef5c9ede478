import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const EVENT_TIMEZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
] as const;

export type EventTimezone = (typeof EVENT_TIMEZONES)[number];

export const DEFAULT_TIMEZONE: EventTimezone = 'America/Los_Angeles';

export const TIMEZONE_LABELS: Record<EventTimezone, string> = {
  'America/Los_Angeles': 'Pacific (America/Los_Angeles)',
  'America/New_York': 'Eastern (America/New_York)',
  'America/Chicago': 'Central (America/Chicago)',
  'America/Denver': 'Mountain (America/Denver)',
};

/**
 * The picker shows the browser's clock; the organizer means the event's. Keeps the wall-clock
 * digits and reads them in `zone`, returning the ISO UTC instant.
 */
export function wallClockToIso(value: Dayjs, zone: EventTimezone): string {
  return dayjs.tz(value.format('YYYY-MM-DDTHH:mm:ss'), zone).toISOString();
}

/** The reverse of wallClockToIso: the instant's wall clock in `zone`, as the picker shows it. */
export function isoToWallClock(iso: string, zone: EventTimezone): Dayjs {
  return dayjs(dayjs(iso).tz(zone).format('YYYY-MM-DDTHH:mm:ss'));
}
