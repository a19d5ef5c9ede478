export type EventPhase = 'upcoming' | 'active' | 'judging' | 'completed';

export interface PhaseDates {
  startDate: string;
  submissionDeadline: string;
  endDate: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** Where the event stands at `now`: before start, until the deadline, until the end, or over. */
export function eventPhase(dates: PhaseDates, now: Date | number): EventPhase {
  const at = new Date(now).getTime();
  if (at < new Date(dates.startDate).getTime()) return 'upcoming';
  if (at < new Date(dates.submissionDeadline).getTime()) return 'active';
  if (at < new Date(dates.endDate).getTime()) return 'judging';
  return 'completed';
}

/** Whole days (rounded up) from `now` until `iso`; never below 0. */
export function daysUntil(iso: string, now: Date | number): number {
  const remaining = new Date(iso).getTime() - new Date(now).getTime();
  if (!(remaining > 0)) return 0;
  return Math.ceil(remaining / DAY);
}

export function daysText(days: number, suffix: 'to go' | 'left'): string {
  return `${days} ${days === 1 ? 'day' : 'days'} ${suffix}`;
}

/** When `daysUntil(iso, …)` next drops by one after `now` (or the moment itself on its last day). */
function nextDayChange(iso: string, now: number): number | null {
  const days = daysUntil(iso, now);
  return days === 0 ? null : new Date(iso).getTime() - (days - 1) * DAY;
}

/**
 * The moments after `now` at which the dashboard reads differently: the phase changes at start,
 * deadline and end, and the day counters drop by one a whole number of days before start and
 * deadline. A page ticking at these shows each change as it happens.
 */
export function dashboardMoments(dates: PhaseDates, now: number): number[] {
  const moments = [dates.startDate, dates.submissionDeadline, dates.endDate].map((iso) => new Date(iso).getTime());
  for (const iso of [dates.startDate, dates.submissionDeadline]) {
    const change = nextDayChange(iso, now);
    if (change !== null) moments.push(change);
  }
  return moments.filter((moment) => moment > now);
}
