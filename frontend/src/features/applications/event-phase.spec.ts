import { describe, expect, it } from '@jest/globals';

import { dashboardMoments, daysText, daysUntil, eventPhase } from './event-phase';

const dates = {
  startDate: '2026-03-05T16:00:00.000Z',
  submissionDeadline: '2026-03-07T16:00:00.000Z',
  endDate: '2026-03-08T16:00:00.000Z',
};

describe('eventPhase', () => {
  it('follows start, deadline and end', () => {
    expect(eventPhase(dates, new Date('2026-03-01T00:00:00Z'))).toBe('upcoming');
    expect(eventPhase(dates, new Date('2026-03-05T16:00:00Z'))).toBe('active');
    expect(eventPhase(dates, new Date('2026-03-07T16:00:00Z'))).toBe('judging');
    expect(eventPhase(dates, new Date('2026-03-08T16:00:00Z'))).toBe('completed');
  });
});

describe('daysUntil', () => {
  it('rounds partial days up and never goes below 0', () => {
    expect(daysUntil(dates.startDate, new Date('2026-03-03T16:00:00Z'))).toBe(2);
    expect(daysUntil(dates.startDate, new Date('2026-03-03T17:00:00Z'))).toBe(2);
    expect(daysUntil(dates.startDate, new Date('2026-03-06T00:00:00Z'))).toBe(0);
  });

  it('words the count', () => {
    expect(daysText(1, 'left')).toBe('1 day left');
    expect(daysText(3, 'to go')).toBe('3 days to go');
  });
});

describe('dashboardMoments', () => {
  const at = (iso: string) => Date.parse(iso);
  const byTime = (a: number, b: number) => a - b;

  it('are the phase changes ahead and the next drop of each day counter', () => {
    // 2 days 12 hours before start: '3 days to go' turns '2 days to go' at 2026-03-03T16:00, and
    // the deadline's counter (5 days) drops the same moment.
    expect(dashboardMoments(dates, at('2026-03-03T04:00:00Z')).sort(byTime)).toEqual([
      at('2026-03-03T16:00:00Z'),
      at('2026-03-03T16:00:00Z'),
      at('2026-03-05T16:00:00Z'),
      at('2026-03-07T16:00:00Z'),
      at('2026-03-08T16:00:00Z'),
    ]);
  });

  it('leave out what has passed: while active, the deadline, the end and the next counter drop', () => {
    expect(dashboardMoments(dates, at('2026-03-06T10:00:00Z')).sort(byTime)).toEqual([
      at('2026-03-06T16:00:00Z'),
      at('2026-03-07T16:00:00Z'),
      at('2026-03-08T16:00:00Z'),
    ]);
    expect(dashboardMoments(dates, at('2026-03-09T00:00:00Z'))).toEqual([]);
  });

  it('mark exactly where the counter changes', () => {
    const [drop] = dashboardMoments(dates, at('2026-03-06T10:00:00Z')).sort(byTime);
    expect(daysUntil(dates.submissionDeadline, (drop ?? 0) - 1)).toBe(2);
    expect(daysUntil(dates.submissionDeadline, drop ?? 0)).toBe(1);
  });
});
