import type { FieldProblem } from '../common/errors/app-error.js';

export const EVENT_STATUSES = ['draft', 'upcoming', 'active', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_TIMEZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
] as const;
export type EventTimezone = (typeof EVENT_TIMEZONES)[number];

/** Whether the public sees an event (its page, its public changes): any status but a draft. */
export function isPublicStatus(status: EventStatus): boolean {
  return status !== 'draft';
}

export const DEFAULT_GRACE_MINUTES = 5;
export const DEFAULT_TEAM_SIZE = 5;

/**
 * The days after the sprint's end its ventures' check-ins fall due (ventures.md 'Check-ins and
 * reminders': a setting of the event, defaults 30/90/180).
 */
export const DEFAULT_CHECKIN_OFFSET_DAYS: readonly number[] = [30, 90, 180];
export const CHECKIN_OFFSETS_MAX = 6;
export const CHECKIN_OFFSET_MAX_DAYS = 730;
export const CHECKIN_OFFSETS_RULE = `Check-in offsets must be 1 to ${CHECKIN_OFFSETS_MAX} different whole numbers of days from 1 to ${CHECKIN_OFFSET_MAX_DAYS}, in ascending order`;

/** Whether `value` is a valid check-in offsets setting: 1-6 distinct integers in 1..730, ascending. */
export function isCheckinOffsets(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > CHECKIN_OFFSETS_MAX) return false;
  return value.every(
    (days, index) =>
      typeof days === 'number' &&
      Number.isInteger(days) &&
      days >= 1 &&
      days <= CHECKIN_OFFSET_MAX_DAYS &&
      (index === 0 || days > (value[index - 1] as number)),
  );
}

export interface EventDates {
  startDate: Date | undefined;
  endDate: Date | undefined;
  submissionDeadline: Date | undefined;
}

/** The wizard's date rules, with the spec's messages, checked on the server too. */
export function eventDateProblems({ startDate, endDate, submissionDeadline }: EventDates): FieldProblem[] {
  if (!startDate || !endDate || !submissionDeadline) {
    const missing = [
      ['startDate', startDate],
      ['endDate', endDate],
      ['submissionDeadline', submissionDeadline],
    ] as const;
    return missing.filter(([, value]) => !value).map(([field]) => ({ field, reason: 'All dates are required' }));
  }
  if (endDate <= startDate) return [{ field: 'endDate', reason: 'End date must be after start date' }];
  if (submissionDeadline < startDate || submissionDeadline > endDate) {
    return [{ field: 'submissionDeadline', reason: 'Submission deadline must be within event dates' }];
  }
  return [];
}

/** A grace period outside 0-60 (or missing) falls back to the default, as the wizard does. */
export function normaliseGraceMinutes(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60
    ? value
    : DEFAULT_GRACE_MINUTES;
}

/** Tracks are short lowercase slugs, each once, in the order given. */
export function normaliseTracks(tracks: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tracks) {
    const track = raw.trim().toLowerCase();
    if (track && !seen.has(track)) {
      seen.add(track);
      result.push(track);
    }
  }
  return result;
}
