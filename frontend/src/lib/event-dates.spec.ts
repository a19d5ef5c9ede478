import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { formatDateRange, formatEventDate, formatInViewerZone, formatInZone, viewerTimeZone } from './event-dates';

describe('formatEventDate', () => {
  it('reads the day in the event zone when given one', () => {
    expect(formatEventDate('2026-03-06T06:30:00Z', 'America/Los_Angeles')).toBe('Mar 5, 2026');
    expect(formatEventDate('2026-03-06T06:30:00Z', 'America/New_York')).toBe('Mar 6, 2026');
    expect(formatDateRange('2026-03-06T06:30:00Z', '2026-03-09T06:30:00Z', 'America/Chicago')).toBe(
      'Mar 6, 2026 - Mar 9, 2026',
    );
  });
});

describe('formatInZone (staff dates)', () => {
  it("shows the instant in the event's zone with the abbreviation in force that day", () => {
    expect(formatInZone('2026-01-06T00:00:00.000Z', 'America/Los_Angeles')).toBe('Jan 5, 2026, 4:00 PM PST');
    expect(formatInZone('2026-07-06T00:00:00.000Z', 'America/Los_Angeles')).toBe('Jul 5, 2026, 5:00 PM PDT');
    expect(formatInZone('2026-01-06T00:00:00.000Z', 'America/New_York')).toBe('Jan 5, 2026, 7:00 PM EST');
    expect(formatInZone('2026-07-06T00:00:00.000Z', 'America/New_York')).toBe('Jul 5, 2026, 8:00 PM EDT');
    expect(formatInZone('2026-01-06T12:05:00.000Z', 'America/Chicago')).toBe('Jan 6, 2026, 6:05 AM CST');
  });

  it('adds the seconds when asked (timelines, the audit log)', () => {
    expect(formatInZone('2026-01-06T00:00:07.000Z', 'America/Denver', { seconds: true })).toBe(
      'Jan 5, 2026, 5:00:07 PM MST',
    );
  });

  it('never shows Pacific time for a New York event', () => {
    expect(formatInZone('2026-03-06T00:00:00Z', 'America/New_York')).not.toMatch(/P[SD]?T/);
  });
});

describe('the date rule, for a viewer in Los Angeles', () => {
  const processZone = process.env.TZ;
  // The browser's own zone must not leak into an event's dates: run as a Pacific machine would.
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = processZone;
  });

  it("shows a New York event's dates in EST in January and EDT in July, never PT", () => {
    const january = formatInZone('2027-01-15T17:00:00.000Z', 'America/New_York');
    const july = formatInZone('2027-07-15T17:00:00.000Z', 'America/New_York');
    expect(january).toBe('Jan 15, 2027, 12:00 PM EST');
    expect(july).toBe('Jul 15, 2027, 1:00 PM EDT');
    expect(`${january} ${july}`).not.toMatch(/\bP[SD]?T\b/);
  });

  it("shows a date tied to no event in the viewer's zone with the viewer's abbreviation", () => {
    expect(formatInViewerZone('2027-01-15T17:00:00.000Z', {}, 'America/Los_Angeles')).toBe('Jan 15, 2027, 9:00 AM PST');
    expect(formatInViewerZone('2027-07-15T17:00:00.000Z', {}, 'America/Los_Angeles')).toBe(
      'Jul 15, 2027, 10:00 AM PDT',
    );
    expect(formatInViewerZone('2027-01-15T17:00:00.000Z', { seconds: true }, 'America/Chicago')).toBe(
      'Jan 15, 2027, 11:00:00 AM CST',
    );
  });

  it("defaults to the viewer's own zone", () => {
    expect(formatInViewerZone('2027-01-15T17:00:00.000Z')).toBe(
      formatInZone('2027-01-15T17:00:00.000Z', viewerTimeZone()),
    );
  });
});
