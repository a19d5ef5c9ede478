import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { APPLICATION_ROLES, type ApplicationStatus } from './application.events.js';

/**
 * How many rows share each (event, day, role) count. Every apply to a busy sprint adds to the same
 * count, and its row stays locked until the command commits: split in slots, concurrent applies
 * queue on a row only when they land on the same slot. Readers sum the slots.
 */
export const TALLY_SLOTS = 8;

/** The slot an application counts in: fixed by its id, so its approval later finds the same row. */
export function tallySlotOf(applicationId: string): number {
  return Number.parseInt(applicationId.slice(-2), 16) % TALLY_SLOTS;
}

/** The statuses counted in a column of their own; pending is `applied` less all of them. */
export const TALLIED_STATUSES = [
  'approved',
  'waitlisted',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];
export type TalliedStatus = (typeof TALLIED_STATUSES)[number];

/**
 * The applications of one event, UTC day (of applying) and role, counted: what the Analytics tab
 * reads instead of every application, by status. The commands that insert an application or change
 * its status keep it in their own transaction (see ApplicationRepository).
 */
export const ApplicationTally = defineEntity({
  name: 'ApplicationTally',
  tableName: 'application_tallies',
  properties: {
    event: p
      .manyToOne(Event)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('application_tallies_event_id_fkey'),
    day: p.date().primary(),
    role: p.enum(APPLICATION_ROLES).primary(),
    /** One of TALLY_SLOTS counters of the same key (see tallySlotOf): concurrent applies seldom wait on one row. */
    slot: p.smallint().primary().default(0),
    applied: p.integer().default(0),
    approved: p.integer().default(0),
    waitlisted: p.integer().default(0),
    rejected: p.integer().default(0),
    withdrawn: p.integer().default(0),
  },
});
