const DAY_MS = 24 * 60 * 60 * 1000;

/** Days an approved applicant has to confirm, when the event sets none (review.md: default 5). */
export const DEFAULT_CONFIRM_DAYS = 5;

/**
 * When an approval made at `approvedAt` must be confirmed by: `confirmDays` whole days later, but no
 * later than the sprint's start (a spot nobody confirmed by then is no use to the waitlist). Null
 * when the sprint has already started: whoever is approved then simply takes part, nothing to confirm.
 */
export function spotDeadline(approvedAt: Date, confirmDays: number, eventStart: Date): Date | null {
  if (approvedAt.getTime() >= eventStart.getTime()) return null;
  return new Date(Math.min(approvedAt.getTime() + confirmDays * DAY_MS, eventStart.getTime()));
}

/** Where a confirmation stands at `now`. */
export type SpotState = 'open' | 'confirmed' | 'declined' | 'expired';

export interface SpotDates {
  dueAt: Date;
  confirmedAt: Date | null;
  declinedAt: Date | null;
  expiredAt: Date | null;
}

export function spotState({ confirmedAt, declinedAt, expiredAt }: SpotDates): SpotState {
  if (declinedAt) return 'declined';
  if (expiredAt) return 'expired';
  return confirmedAt ? 'confirmed' : 'open';
}

/** Whether an open spot can still be confirmed at `now` (up to its deadline, not at it). */
export function confirmableAt(spot: SpotDates, now: Date): boolean {
  return spotState(spot) === 'open' && now.getTime() < spot.dueAt.getTime();
}
