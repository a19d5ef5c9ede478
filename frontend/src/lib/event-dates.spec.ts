import { describe, expect, it } from '@jest/globals';

import { formatDateRange, formatEventDate, formatInEventZone, formatInZone } from './event-dates';

describe('formatInEventZone', () => {
  it('shows the time in the event zone with its label', () => {
    expect(formatInEventZone('2026-03-06T00:00:00Z', 'America/Los_Angeles')).toBe('Mar 5, 2026, 4:00 PM PT');
    expect(formatInEventZone('2026-03-06T00:00:00Z', 'America/New_York')).toBe('Mar 5, 2026, 7:00 PM ET');
  });
});

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
