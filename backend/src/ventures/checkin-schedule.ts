import { DEFAULT_CHECKIN_OFFSET_DAYS } from '../events/event-rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A check-in is reminded this long after it was asked, once, if still unanswered. */
export const CHECKIN_REMINDER_AFTER_DAYS = 7;

/**
 * The days after a sprint's end its check-ins fall due when the event does not say otherwise (the
 * event's `checkinOffsetDays` setting defaults to these: 30, 90, 180).
 */
export function checkinOffsetsOf(): readonly number[] {
  return DEFAULT_CHECKIN_OFFSET_DAYS;
}

/** When the check-in `offsetDays` after an event ending at `endDate` falls due. */
export function checkinDueAt(endDate: Date, offsetDays: number): Date {
  return new Date(endDate.getTime() + offsetDays * DAY_MS);
}

/** The check-ins of an event ending at `endDate`: one per offset, in offset order. */
export function checkinDueDates(endDate: Date, offsets: readonly number[]): { offsetDays: number; dueAt: Date }[] {
  return [...new Set(offsets)]
    .filter((offset) => Number.isInteger(offset) && offset > 0)
    .sort((a, b) => a - b)
    .map((offsetDays) => ({ offsetDays, dueAt: checkinDueAt(endDate, offsetDays) }));
}

/** One check-in of an event as its rescheduling sees it. */
export interface EventCheckin {
  id: string;
  ventureId: string;
  offsetDays: number;
  state: string;
  dueAt: Date;
}

export interface CheckinReschedule {
  /** Not yet asked, offset still set: falls due from the new end (only those whose date changes). */
  move: { id: string; ventureId: string; dueAt: Date }[];
  /** Not yet asked, offset no longer set: goes. */
  drop: { id: string; ventureId: string }[];
  /** An offset newly set, for each venture that has check-ins of the event and none asked at or after it. */
  add: { ventureId: string; offsetDays: number; dueAt: Date }[];
}

/**
 * What an event's new end date or check-in offsets do to its check-ins (ventures.md: moving the end
 * moves the unanswered ones; the offsets are a setting of the event). Only check-ins not yet asked
 * change: an asked or answered one stays where it was, and a new offset is added only after the
 * latest one a venture was asked, so nobody is asked about a time already past their last answer.
 * A venture whose check-ins were all cancelled (merged away) gets none, and one whose later ones
 * were cancelled (it stopped) gets no new offset.
 */
export function rescheduleCheckins(
  checkins: readonly EventCheckin[],
  endDate: Date,
  offsets: readonly number[],
): CheckinReschedule {
  const wanted = checkinDueDates(endDate, offsets);
  const plan: CheckinReschedule = { move: [], drop: [], add: [] };
  const byVenture = new Map<string, EventCheckin[]>();
  for (const checkin of checkins)
    byVenture.set(checkin.ventureId, [...(byVenture.get(checkin.ventureId) ?? []), checkin]);
  for (const [ventureId, rows] of byVenture) {
    if (rows.every((row) => row.state === 'cancelled')) continue;
    const lastAsked = Math.max(
      0,
      ...rows.filter((row) => row.state === 'asked' || row.state === 'answered').map((row) => row.offsetDays),
    );
    for (const row of rows) {
      if (row.state !== 'scheduled') continue;
      const due = wanted.find((each) => each.offsetDays === row.offsetDays);
      if (!due) plan.drop.push({ id: row.id, ventureId });
      else if (due.dueAt.getTime() !== row.dueAt.getTime()) plan.move.push({ id: row.id, ventureId, dueAt: due.dueAt });
    }
    const stopped = rows.some((row) => row.state === 'cancelled');
    for (const due of wanted) {
      if (stopped || due.offsetDays <= lastAsked || rows.some((row) => row.offsetDays === due.offsetDays)) continue;
      plan.add.push({ ventureId, ...due });
    }
  }
  return plan;
}

/** When an asked, unanswered check-in is reminded. */
export function reminderDueAt(askedAt: Date): Date {
  return new Date(askedAt.getTime() + CHECKIN_REMINDER_AFTER_DAYS * DAY_MS);
}

/** A venture's check-in standing on the staff portfolio (ventures.md '/admin/ventures'). */
export const CHECKIN_STANDINGS = ['Due', 'Overdue', 'Up to date'] as const;
export type CheckinStanding = (typeof CHECKIN_STANDINGS)[number];

export interface CheckinFacts {
  state: string;
  dueAt: Date;
  askedAt: Date | null;
}

/**
 * 'Overdue' when a check-in asked is still unanswered after the reminder delay; 'Due' when one has
 * fallen due and is unanswered (asked or about to be); 'Up to date' otherwise.
 */
export function checkinStanding(checkins: readonly CheckinFacts[], now: Date): CheckinStanding {
  let due = false;
  for (const checkin of checkins) {
    if (checkin.state === 'asked' && checkin.askedAt && reminderDueAt(checkin.askedAt) <= now) return 'Overdue';
    if ((checkin.state === 'asked' || checkin.state === 'scheduled') && checkin.dueAt <= now) due = true;
  }
  return due ? 'Due' : 'Up to date';
}
