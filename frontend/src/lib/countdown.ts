import { dateText } from './date-texts';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  /** True once the deadline has passed. */
  closed: boolean;
}

const MINUTE = 60_000;

/** Whole days, hours and minutes left until `deadline`; never below 0. */
export function countdownTo(deadline: Date | string, now: Date | number): Countdown {
  const remaining = new Date(deadline).getTime() - new Date(now).getTime();
  if (!(remaining > 0)) return { days: 0, hours: 0, minutes: 0, closed: true };
  const totalMinutes = Math.floor(remaining / MINUTE);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
    closed: false,
  };
}

/** Where a submission stands: before the deadline, inside the grace period after it, or closed. */
export type SubmissionWindow =
  { phase: 'open'; countdown: Countdown } | { phase: 'grace'; minutesLeft: number } | { phase: 'closed' };

/**
 * The server takes late submissions until deadline + grace minutes, so the page must not say
 * closed before then. Grace minutes round up: '1 minute left' until the very last second.
 */
export function submissionWindow(deadline: Date | string, graceMinutes: number, now: Date | number): SubmissionWindow {
  const countdown = countdownTo(deadline, now);
  if (!countdown.closed) return { phase: 'open', countdown };
  const graceEnd = new Date(deadline).getTime() + graceMinutes * MINUTE;
  const remaining = graceEnd - new Date(now).getTime();
  if (!(remaining > 0)) return { phase: 'closed' };
  return { phase: 'grace', minutesLeft: Math.ceil(remaining / MINUTE) };
}

/**
 * The label of a time zone next to a time: 'PT' for Pacific (as the programme writes it), else the
 * abbreviation in force on `at` (EST or EDT, shortened to ET), so daylight saving never shows wrong.
 */
export function timezoneLabel(timeZone: string, at: Date | string): string {
  if (timeZone === 'America/Los_Angeles') return 'PT';
  const name = dateText(
    `zone-name|${new Date(at).getTime()}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone,
  );
  // EST/EDT, CST/CDT, MST/MDT: the generic form reads right all year.
  return /^[A-Z][SD]T$/.test(name) ? `${name.charAt(0)}T` : name;
}
