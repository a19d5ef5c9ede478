import { dateText } from './date-texts';

/**
 * The one date rule. An event's own dates (start, end, deadline, and what is tied to one event:
 * applied, submitted, created, conflicts) read in the event's time zone with the abbreviation in
 * force that day: a New York event shows EST or EDT, never PT, whatever the viewer's zone. A date
 * tied to no one event (an account, a project's edits, the audit log) reads in the viewer's zone
 * with its abbreviation. Only the countdown keeps the programme's 'PT' (lib/countdown.ts).
 */

/** The day the event itself keeps, 'MMM D, YYYY' (a deadline at 11 PM PT is not the next day for a UTC viewer). */
export function formatEventDate(iso: string, timeZone: string): string {
  return dateText(`day|${iso}|${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(iso),
    ),
  );
}

/** 'Mar 5, 2026 - Mar 8, 2026' */
export function formatDateRange(startIso: string, endIso: string, timeZone: string): string {
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
 * A date and time in `timeZone` with the abbreviation in force on the day, e.g.
 * 'Jan 5, 2026, 4:00 PM PST' or 'Jul 5, 2026, 7:00 PM EDT': pass the event's zone for its dates.
 */
export function formatInZone(iso: string, timeZone: string, { seconds = false } = {}): string {
  return dateText(`${seconds ? 'in-zone-seconds' : 'in-zone'}|${iso}|${timeZone}`, () =>
    formatPartsInZone(iso, timeZone, seconds),
  );
}

function formatPartsInZone(iso: string, timeZone: string, seconds: boolean): string {
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

let viewerZone: string | undefined;

/**
 * The viewer's own time zone, for dates that belong to no one event. Asked on first use, not when the
 * module loads: a browser's first Intl date call loads its locale data (about 20 ms on the 2-core
 * development machine, 80 ms at Lighthouse's 4x slower phone CPU), and the landing page loads this
 * module (for its form's email) but shows no such date.
 */
export function viewerTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return viewerZone;
}

/** A date tied to no one event (an account's creation, the audit log): the viewer's zone, with its abbreviation. */
export function formatInViewerZone(
  iso: string,
  options?: { seconds?: boolean },
  zone: string = viewerTimeZone(),
): string {
  return formatInZone(iso, zone, options);
}
