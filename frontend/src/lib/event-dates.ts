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
