/**
 * Dates in emails and calendar files, written as the screens write them (frontend lib/event-dates.ts): in
 * the event's timezone, as every date tied to one event (decisions.md), with the abbreviation in
 * force that day where a time is given. An unknown zone reads as UTC.
 */

function zoneOrUtc(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

/** 'Mar 3, 2027': the calendar day in the event's timezone. */
export function emailDay(at: Date | string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrUtc(timezone),
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(at));
}

/** 'Mar 3, 2027, 4:00 PM PST': a deadline, to the minute, in the event's timezone. */
export function emailMoment(at: Date | string, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrUtc(timezone),
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(new Date(at));
  // From the parts, so the separators are plain spaces whatever the ICU version puts before AM/PM.
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}
