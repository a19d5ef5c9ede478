import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';

import { wallClockToIso } from './event-time';

describe('wallClockToIso', () => {
  it('reads the wall-clock time in the event timezone (winter, PST = UTC-8)', () => {
    expect(wallClockToIso(dayjs('2026-01-05T16:00:00'), 'America/Los_Angeles')).toBe('2026-01-06T00:00:00.000Z');
  });

  it('follows daylight saving (summer, EDT = UTC-4)', () => {
    expect(wallClockToIso(dayjs('2026-07-01T09:30:00'), 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
  });

  it('differs per zone for the same digits', () => {
    const value = dayjs('2026-03-01T12:00:00');
    expect(wallClockToIso(value, 'America/Chicago')).toBe('2026-03-01T18:00:00.000Z');
    expect(wallClockToIso(value, 'America/Denver')).toBe('2026-03-01T19:00:00.000Z');
  });
});
