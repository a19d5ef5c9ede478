import {
  checkinDueAt,
  checkinDueDates,
  checkinStanding,
  reminderDueAt,
  rescheduleCheckins,
} from './checkin-schedule.js';

const end = new Date('2026-03-15T18:00:00Z');

describe('check-in due dates', () => {
  it('falls due the offsets after the end, to the minute', () => {
    expect(checkinDueDates(end, [30, 90, 180])).toEqual([
      { offsetDays: 30, dueAt: new Date('2026-04-14T18:00:00Z') },
      { offsetDays: 90, dueAt: new Date('2026-06-13T18:00:00Z') },
      { offsetDays: 180, dueAt: new Date('2026-09-11T18:00:00Z') },
    ]);
  });

  it('ignores repeated, zero and fractional offsets and sorts them', () => {
    expect(checkinDueDates(end, [90, 30, 30, 0, 1.5]).map((due) => due.offsetDays)).toEqual([30, 90]);
  });

  it('moves with the end date: two days later ends, two days later due', () => {
    const moved = new Date(end.getTime() + 2 * 86_400_000);
    expect(checkinDueAt(moved, 30).getTime() - checkinDueAt(end, 30).getTime()).toBe(2 * 86_400_000);
    expect(checkinDueAt(moved, 30)).toEqual(new Date('2026-04-16T18:00:00Z'));
  });

  it('reminds seven days after asking', () => {
    expect(reminderDueAt(new Date('2026-04-14T18:00:00Z'))).toEqual(new Date('2026-04-21T18:00:00Z'));
  });
});

describe('check-in standing', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('is up to date with nothing due', () => {
    expect(checkinStanding([{ state: 'scheduled', dueAt: new Date('2026-06-01T00:00:00Z'), askedAt: null }], now)).toBe(
      'Up to date',
    );
    expect(checkinStanding([{ state: 'answered', dueAt: new Date('2026-04-01T00:00:00Z'), askedAt: null }], now)).toBe(
      'Up to date',
    );
  });

  it('is due once asked (or past due) and unanswered', () => {
    const askedAt = new Date('2026-04-28T00:00:00Z');
    expect(checkinStanding([{ state: 'asked', dueAt: askedAt, askedAt }], now)).toBe('Due');
    expect(checkinStanding([{ state: 'scheduled', dueAt: askedAt, askedAt: null }], now)).toBe('Due');
  });

  it('is overdue seven days after asking without an answer', () => {
    const askedAt = new Date('2026-04-24T00:00:00Z');
    expect(checkinStanding([{ state: 'asked', dueAt: askedAt, askedAt }], now)).toBe('Overdue');
  });
});

describe('rescheduling an event’s check-ins', () => {
  const DAY = 86_400_000;
  const due = (offset: number, from = end) => new Date(from.getTime() + offset * DAY);
  const row = (id: string, ventureId: string, offsetDays: number, state = 'scheduled', from = end) => ({
    id,
    ventureId,
    offsetDays,
    state,
    dueAt: due(offsetDays, from),
  });

  it('a new end date moves every check-in not yet asked, and no other', () => {
    const later = new Date(end.getTime() + 2 * DAY);
    const plan = rescheduleCheckins(
      [row('a30', 'a', 30, 'answered'), row('a90', 'a', 90), row('a180', 'a', 180), row('b30', 'b', 30, 'asked')],
      later,
      [30, 90, 180],
    );
    expect(plan.move).toEqual([
      { id: 'a90', ventureId: 'a', dueAt: due(90, later) },
      { id: 'a180', ventureId: 'a', dueAt: due(180, later) },
    ]);
    expect(plan.drop).toEqual([]);
    // b was asked at 30: its 90 and 180 are missing rows of the venture, added from the end.
    expect(plan.add).toEqual([
      { ventureId: 'b', offsetDays: 90, dueAt: due(90, later) },
      { ventureId: 'b', offsetDays: 180, dueAt: due(180, later) },
    ]);
  });

  it('new offsets: unasked ones of a dropped offset go, kept ones move, new ones are added after the last asked', () => {
    const plan = rescheduleCheckins(
      [
        row('a30', 'a', 30),
        row('a90', 'a', 90),
        row('a180', 'a', 180),
        row('b30', 'b', 30, 'asked'),
        row('b90', 'b', 90),
        row('b180', 'b', 180),
      ],
      end,
      [14, 60, 90, 365],
    );
    expect(plan.drop).toEqual([
      { id: 'a30', ventureId: 'a' },
      { id: 'a180', ventureId: 'a' },
      { id: 'b180', ventureId: 'b' },
    ]);
    expect(plan.move).toEqual([]);
    expect(plan.add).toEqual([
      { ventureId: 'a', offsetDays: 14, dueAt: due(14) },
      { ventureId: 'a', offsetDays: 60, dueAt: due(60) },
      { ventureId: 'a', offsetDays: 365, dueAt: due(365) },
      // b was asked at 30 days: nothing at 14 days, which is past.
      { ventureId: 'b', offsetDays: 60, dueAt: due(60) },
      { ventureId: 'b', offsetDays: 365, dueAt: due(365) },
    ]);
  });

  it('adds no offset to a venture that stopped (its later check-ins cancelled)', () => {
    const later = new Date(end.getTime() + 2 * DAY);
    const plan = rescheduleCheckins(
      [row('s30', 's', 30, 'answered'), row('s90', 's', 90, 'cancelled'), row('s180', 's', 180, 'cancelled')],
      later,
      [30, 90, 180, 365],
    );
    expect(plan).toEqual({ move: [], drop: [], add: [] });
  });

  it('leaves a venture whose check-ins were all cancelled alone, and changes nothing when nothing changed', () => {
    expect(
      rescheduleCheckins([row('c30', 'c', 30, 'cancelled'), row('c90', 'c', 90, 'cancelled')], end, [30, 60]),
    ).toEqual({ move: [], drop: [], add: [] });
    expect(rescheduleCheckins([row('a30', 'a', 30), row('a90', 'a', 90)], end, [30, 90])).toEqual({
      move: [],
      drop: [],
      add: [],
    });
  });
});
