import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';

import { eventDateLines, wallClockToIso } from './event-time';

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

describe('eventDateLines', () => {
  it("reads start, end and deadline in the event's timezone, whatever the browser's", () => {
    // 02:00 UTC on Jan 6 is still Jan 5 in Los Angeles.
    const event = {
      startDate: '2026-01-06T02:00:00.000Z',
      endDate: '2026-01-09T02:00:00.000Z',
      submissionDeadline: '2026-01-08T00:00:00.000Z',
      timezone: 'America/Los_Angeles',
    };
    expect(eventDateLines(event)).toEqual([
      'Start: Jan 5, 2026, 6:00 PM PST',
      'End: Jan 8, 2026, 6:00 PM PST',
      'Deadline: Jan 7, 2026, 4:00 PM PST',
    ]);
  });
});
