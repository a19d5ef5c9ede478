/** PostgreSQL's text form of a timestamptz in a UTC session: `2026-01-05 16:00:00.123456+00`. */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz column value as an ISO string in UTC (what `new Date(value).toISOString()` gives).
 * The ORM hands timestamps over as text; the common UTC form is rewritten as a string instead of
 * being parsed into a Date (a list of 50 events has 200 of them per request).
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value === 'string') {
    const match = PG_UTC_TIMESTAMP.exec(value);
    // Date keeps milliseconds and drops the rest of the fraction.
    if (match) return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}
