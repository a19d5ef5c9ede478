import { confirmableAt, spotDeadline, spotState } from './spot-deadline.js';

const at = (iso: string) => new Date(iso);
const START = at('2027-03-10T16:00:00Z');

describe('spotDeadline', () => {
  it('gives the applicant confirmDays whole days from the approval', () => {
    expect(spotDeadline(at('2027-02-01T09:30:00Z'), 5, START)).toEqual(at('2027-02-06T09:30:00Z'));
    expect(spotDeadline(at('2027-02-01T09:30:00Z'), 1, START)).toEqual(at('2027-02-02T09:30:00Z'));
  });

  it('never runs past the start of the sprint', () => {
    expect(spotDeadline(at('2027-03-08T16:00:00Z'), 5, START)).toEqual(START);
    expect(spotDeadline(at('2027-01-20T00:00:00Z'), 60, START)).toEqual(START);
    expect(spotDeadline(at('2027-03-10T15:59:59Z'), 5, START)).toEqual(START);
    // Exactly confirmDays before the start: the two agree.
    expect(spotDeadline(at('2027-03-05T16:00:00Z'), 5, START)).toEqual(START);
  });

  it('asks nothing once the sprint has started', () => {
    expect(spotDeadline(START, 5, START)).toBeNull();
    expect(spotDeadline(at('2027-03-11T00:00:00Z'), 5, START)).toBeNull();
  });

  it('counts days as 24 hours across a daylight saving change (the deadline is an instant)', () => {
    // Los Angeles moves to summer time on 2027-03-14: still 5 x 24 h later.
    expect(spotDeadline(at('2027-03-12T17:00:00Z'), 5, at('2027-04-01T16:00:00Z'))).toEqual(at('2027-03-17T17:00:00Z'));
  });
});

describe('spot state', () => {
  const open = { dueAt: at('2027-02-06T09:30:00Z'), confirmedAt: null, declinedAt: null, expiredAt: null };

  it('is open until answered, then confirmed, declined or expired', () => {
    expect(spotState(open)).toBe('open');
    expect(spotState({ ...open, confirmedAt: at('2027-02-02T00:00:00Z') })).toBe('confirmed');
    // A confirmed spot can still be declined later: the decline is what counts.
    expect(
      spotState({ ...open, confirmedAt: at('2027-02-02T00:00:00Z'), declinedAt: at('2027-02-03T00:00:00Z') }),
    ).toBe('declined');
    expect(spotState({ ...open, expiredAt: open.dueAt })).toBe('expired');
  });

  it('can be confirmed up to the deadline, not at it', () => {
    expect(confirmableAt(open, at('2027-02-06T09:29:59Z'))).toBe(true);
    expect(confirmableAt(open, open.dueAt)).toBe(false);
    expect(confirmableAt({ ...open, confirmedAt: at('2027-02-02T00:00:00Z') }, at('2027-02-03T00:00:00Z'))).toBe(false);
  });
});
