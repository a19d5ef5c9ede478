import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { JUDGING_PHASES } from './judging-rules.js';

/** An event's judging: its phase (a missing row is `not_started`) and the last 'Assign Submissions' settings. */
export const EventJudging = defineEntity({
  name: 'EventJudging',
  tableName: 'event_judging',
  properties: {
    event: p
      .manyToOne(Event)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('event_judging_event_id_fkey'),
    phase: p.enum(JUDGING_PHASES).default('not_started'),
    reviewsPerSubmission: p.integer().default(3),
    sameDomainConflicts: p.boolean().default(true),
    version: p.integer().default(1),
    /** When the phase last became 'open' (Open or Reopen Judging): the judging reminders count from it. */
    openedAt: p.datetime().nullable(),
    /** The close date staff set (issue 30): judges are reminded before it; judging does not close by itself. */
    closesAt: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    {
      name: 'event_judging_reviews_per_submission_check',
      expression: 'reviews_per_submission >= 1 and reviews_per_submission <= 10',
    },
  ],
});
