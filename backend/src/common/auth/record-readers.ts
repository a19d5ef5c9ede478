import type { Role } from './roles.js';

const ADMINS: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['admin', 'organizer'];

/**
 * Which roles read every record of a kind (the stream type of its domain events) through the API:
 * the staff screens' role lists. Anyone else reads only the records that concern them (their
 * application, their team, their judging) and the public ones. The staff controllers take their
 * roles from here and the live stream filters by it, so the stream never shows a role more than
 * the API answers it.
 */
export const RECORD_READERS = {
  // Applications & Users, email deliveries and the audit log are the admins'.
  application: ADMINS,
  email: ADMINS,
  user: ADMINS,
  profile: ADMINS,
  // Events & Judging: events with their drafts, judging, submissions, teams and winners.
  event: STAFF,
  judging: STAFF,
  judge_assignment: STAFF,
  project: STAFF,
  team: STAFF,
  team_seeker: STAFF,
  winner: STAFF,
  // Ventures (issue 27): staff read every venture; members read their own.
  venture: STAFF,
  // Announcements (issue 30): the event's staff write and read them; participants read their own.
  announcement: STAFF,
  // Automatic reminders (issue 30): the event's staff set them.
  event_reminders: STAFF,
} as const satisfies Record<string, readonly Role[]>;

/** The roles reading every record of this kind; a kind named nowhere above is the admins' (the audit log's). */
export function readersOf(kind: string): readonly Role[] {
  return Object.hasOwn(RECORD_READERS, kind) ? RECORD_READERS[kind as keyof typeof RECORD_READERS] : ADMINS;
}

/** Whether the role reads every record of every kind (admins: the audit log shows them all). */
export function readsEveryRecord(role: Role): boolean {
  return ADMINS.includes(role) && Object.values(RECORD_READERS).every((readers) => readers.includes(role));
}
