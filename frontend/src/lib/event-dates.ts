import dayjs from 'dayjs';

import { timezoneLabel } from './countdown';

/**
 * The product's date format: 'MMM D, YYYY' (e.g. Mar 5, 2026). With the event's time zone, the
 * day is the one the event itself keeps (a deadline at 11 PM PT is not the next day for a UTC viewer).
 */
export function formatEventDate(iso: string, timeZone?: string): string {
  if (!timeZone) return dayjs(iso).format('MMM D, YYYY');
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** A date and time as it reads in the event's own time zone, e.g. 'Mar 5, 2026, 4:00 PM PT'. */
export function formatInEventZone(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  return `${text} ${timezoneLabel(timeZone, iso)}`;
}

/** 'Mar 5, 2026 - Mar 8, 2026' */
export function formatDateRange(startIso: string, endIso: string, timeZone?: string): string {
  return `${formatEventDate(startIso, timeZone)} - ${formatEventDate(endIso, timeZone)}`;
}

const dateTimeParts = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

/**
 * The one rule for staff dates (Applied, Submitted, Created, conflicts, leaderboards): the time as
 * it reads in the event's zone, with that zone's abbreviation in force on the day, e.g.
 * 'Jan 5, 2026, 4:00 PM PST' or 'Jul 5, 2026, 7:00 PM EDT'. A New York event never shows Pacific time.
 */
export function formatInZone(iso: string, timeZone: string, { seconds = false } = {}): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    ...dateTimeParts,
    second: seconds ? '2-digit' : undefined,
  }).formatToParts(new Date(iso));
  // Built from the parts, so the separators are plain spaces whatever the ICU version puts before AM/PM.
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  const time = [part('hour'), part('minute'), ...(seconds ? [part('second')] : [])].join(':');
  return `${part('month')} ${part('day')}, ${part('year')}, ${time} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/** The viewer's own time zone, for dates that belong to no one event. */
export const VIEWER_TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date tied to no one event (an account's creation, the audit log): the viewer's zone, with its abbreviation. */
export function formatInViewerZone(iso: string, options?: { seconds?: boolean }): string {
  return formatInZone(iso, VIEWER_TIMEZONE, options);
}
