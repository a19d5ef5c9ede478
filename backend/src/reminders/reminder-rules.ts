/** The reminders staff switch per event (issue 30 'Automatic reminders'); check-ins are the ventures'. */
export const REMINDER_KINDS = ['submission_deadline', 'judging', 'judging_close', 'spot_confirmation'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const MIN_OFFSET_HOURS = 1;
export const MAX_OFFSET_HOURS = 336;
export const MAX_OFFSETS_PER_KIND = 3;
/** A reminder more than this late is skipped: never a '24 h before' after the moment itself. */
export const MAX_LATENESS_MS = 6 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface ReminderSetting {
  enabled: boolean;
  /**
   * Whole hours. Submission and spot: before the deadline; judging: after judging opens; judging
   * close: before the close date staff set.
   */
  offsetsHours: number[];
}

export type ReminderSettings = Record<ReminderKind, ReminderSetting>;

/**
 * Submission 24 h and 1 h before the deadline; judging 24 h after opening and 24 h before its close
 * date; spot 48 h before.
 */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  submission_deadline: { enabled: true, offsetsHours: [24, 1] },
  judging: { enabled: true, offsetsHours: [24] },
  judging_close: { enabled: true, offsetsHours: [24] },
  spot_confirmation: { enabled: true, offsetsHours: [48] },
};

/** One moment a reminder of a kind is due, and the key that makes it once per recipient. */
export interface ReminderOccasion {
  /** e.g. `before_24h`, or `before_48h@2027-01-05T16:00:00.000Z` for a per-person deadline. */
  key: string;
  at: Date;
  offsetHours: number;
}

/**
 * The '<offset> h before `moment`' occasions due at `now`: their time has come, not more than
 * MAX_LATENESS_MS ago, and `moment` itself is still ahead. `suffix` tells apart per-person deadlines.
 */
export function dueBefore(moment: Date, offsetsHours: readonly number[], now: Date, suffix = ''): ReminderOccasion[] {
  if (now.getTime() >= moment.getTime()) return [];
  return offsetsHours.flatMap((offsetHours) => {
    const at = new Date(moment.getTime() - offsetHours * HOUR_MS);
    const late = now.getTime() - at.getTime();
    return late >= 0 && late <= MAX_LATENESS_MS ? [{ key: `before_${offsetHours}h${suffix}`, at, offsetHours }] : [];
  });
}

/**
 * The '<offset> h after `moment`' occasions due at `now`, not more than MAX_LATENESS_MS late; `suffix`
 * tells apart moments that come again (judging reopened).
 */
export function dueAfter(moment: Date, offsetsHours: readonly number[], now: Date, suffix = ''): ReminderOccasion[] {
  return offsetsHours.flatMap((offsetHours) => {
    const at = new Date(moment.getTime() + offsetHours * HOUR_MS);
    const late = now.getTime() - at.getTime();
    return late >= 0 && late <= MAX_LATENESS_MS ? [{ key: `after_${offsetHours}h${suffix}`, at, offsetHours }] : [];
  });
}

/** How far back a '<max offset> h before' occasion can lie from its moment: the source reads moments up to then. */
export const LOOKAHEAD_MS = MAX_OFFSET_HOURS * HOUR_MS;

/** Words for the audit trail. */
export const REMINDER_KIND_WORDS: Record<ReminderKind, string> = {
  submission_deadline: 'submission deadline',
  judging: 'judging',
  judging_close: 'judging close date',
  spot_confirmation: 'spot confirmation',
};
