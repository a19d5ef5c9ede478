import { describe, expect, it } from '@jest/globals';

import { countdownTo, submissionWindow, timezoneLabel } from './countdown';

describe('countdownTo', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('splits the time left into days, hours and minutes', () => {
    expect(countdownTo('2026-03-03T13:45:30Z', now)).toEqual({ days: 2, hours: 3, minutes: 45, closed: false });
  });

  it('is closed at and after the deadline, never below 0', () => {
    expect(countdownTo('2026-03-01T10:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, closed: true });
    expect(countdownTo('2026-02-01T10:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, closed: true });
  });

  it('shows 0 minutes in the last seconds before the deadline', () => {
    expect(countdownTo('2026-03-01T10:00:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, closed: false });
  });

  it('treats an invalid deadline as closed', () => {
    expect(countdownTo('not a date', now).closed).toBe(true);
  });
});

describe('timezoneLabel', () => {
  it('labels Pacific time PT in winter and summer', () => {
    expect(timezoneLabel('America/Los_Angeles', '2026-01-15T12:00:00Z')).toBe('PT');
    expect(timezoneLabel('America/Los_Angeles', '2026-07-15T12:00:00Z')).toBe('PT');
  });

  it('labels the other zones by their abbreviation', () => {
    expect(timezoneLabel('America/New_York', '2026-01-15T12:00:00Z')).toBe('ET');
    expect(timezoneLabel('America/New_York', '2026-07-15T12:00:00Z')).toBe('ET');
    expect(timezoneLabel('America/Chicago', '2026-07-15T12:00:00Z')).toBe('CT');
    expect(timezoneLabel('America/Denver', '2026-01-15T12:00:00Z')).toBe('MT');
  });
});

describe('submissionWindow', () => {
  const deadline = '2026-03-01T10:00:00Z';
  const at = (iso: string) => new Date(iso);

  it('counts down to the deadline while it is ahead', () => {
    expect(submissionWindow(deadline, 5, at('2026-03-01T09:30:00Z'))).toEqual({
      phase: 'open',
      countdown: { days: 0, hours: 0, minutes: 30, closed: false },
    });
  });

  it('counts down the grace minutes after the deadline, rounding up', () => {
    expect(submissionWindow(deadline, 5, at('2026-03-01T10:00:00Z'))).toEqual({ phase: 'grace', minutesLeft: 5 });
    expect(submissionWindow(deadline, 5, at('2026-03-01T10:02:10Z'))).toEqual({ phase: 'grace', minutesLeft: 3 });
    expect(submissionWindow(deadline, 5, at('2026-03-01T10:04:59Z'))).toEqual({ phase: 'grace', minutesLeft: 1 });
  });

  it('is closed once the grace period is over', () => {
    expect(submissionWindow(deadline, 5, at('2026-03-01T10:05:00Z'))).toEqual({ phase: 'closed' });
    expect(submissionWindow(deadline, 60, at('2026-03-02T10:00:00Z'))).toEqual({ phase: 'closed' });
  });

  it('is closed right at the deadline without a grace period', () => {
    expect(submissionWindow(deadline, 0, at('2026-03-01T10:00:00Z'))).toEqual({ phase: 'closed' });
  });
});
