import { describe, expect, it } from '@jest/globals';

import { durationText, submitAvailability, timeLeftText } from './submit-availability';

const deadline = Date.parse('2026-03-05T16:00:00Z');
const event = {
  eventId: 'e1',
  status: 'active',
  submissionDeadline: new Date(deadline).toISOString(),
  graceMinutes: 5,
};
const MINUTE = 60_000;

describe('submitAvailability', () => {
  it('needs the project attached', () => {
    expect(submitAvailability(null, [], deadline - MINUTE)).toEqual({ kind: 'not-attached' });
  });

  it('says already submitted when a submission exists for the attached event', () => {
    expect(submitAvailability(event, ['e1'], deadline - MINUTE)).toEqual({ kind: 'already-submitted' });
  });

  it('ignores submissions to other events', () => {
    expect(submitAvailability(event, ['e0'], deadline - 10 * MINUTE)).toEqual({
      kind: 'open',
      late: false,
      msLeft: 10 * MINUTE,
    });
  });

  it('stays open, marked late, inside the grace period', () => {
    expect(submitAvailability(event, [], deadline + 2 * MINUTE)).toEqual({
      kind: 'open',
      late: true,
      msLeft: 3 * MINUTE,
    });
  });

  it('treats the deadline itself as on time', () => {
    expect(submitAvailability(event, [], deadline)).toEqual({ kind: 'open', late: false, msLeft: 0 });
  });

  it('closes at deadline plus grace', () => {
    expect(submitAvailability(event, [], deadline + 5 * MINUTE)).toEqual({
      kind: 'closed',
      reason: 'deadline-passed',
    });
    expect(submitAvailability({ ...event, graceMinutes: 0 }, [], deadline + 1)).toEqual({
      kind: 'closed',
      reason: 'deadline-passed',
    });
  });

  it('is closed when the event is not active', () => {
    expect(submitAvailability({ ...event, status: 'completed' }, [], deadline - MINUTE)).toEqual({
      kind: 'closed',
      reason: 'event-not-active',
    });
  });
});

describe('time left', () => {
  it('reads durations', () => {
    expect(durationText(30_000)).toBe('less than a minute');
    expect(durationText(7 * MINUTE)).toBe('7 minutes');
    expect(durationText(61 * MINUTE)).toBe('1 hour 1 minute');
    expect(durationText(2 * 24 * 60 * MINUTE + 3 * 60 * MINUTE + 9 * MINUTE)).toBe('2 days 3 hours');
    expect(durationText(24 * 60 * MINUTE)).toBe('1 day');
  });

  it('counts grace minutes and says the submission will be late', () => {
    expect(timeLeftText({ kind: 'open', late: true, msLeft: 2.5 * MINUTE })).toBe(
      'grace period: 3 minutes left. A submission now will be marked late.',
    );
    expect(timeLeftText({ kind: 'open', late: false, msLeft: 90 * MINUTE })).toBe(
      '1 hour 30 minutes left until the submission deadline',
    );
  });
});
