import { describe, expect, it } from '@jest/globals';

import { countdownTo, timezoneLabel } from './countdown';

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
