import { defineEntity, p } from '@mikro-orm/core';
import { Application } from '../../applications/application.entity.js';
import { Event } from '../../events/event.entity.js';
import { User } from '../../users/user.entity.js';
import { REVIEW_ASSIGNMENT_STATUSES } from './reviewing-rules.js';

/**
 * One reviewer asked to review one application (review.md 'Assignment and reviewing'); a recusal
 * keeps the row with its reason, so the reviewer is never asked again for that application.
 */
export const ReviewAssignment = defineEntity({
  name: 'ReviewAssignment',
  tableName: 'review_assignments',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('review_assignments_event_id_fkey'),
    application: p
      .manyToOne(Application)
      .deleteRule('cascade')
      .foreignKeyName('review_assignments_application_id_fkey'),
    reviewer: p.manyToOne(User).deleteRule('cascade').foreignKeyName('review_assignments_reviewer_id_fkey'),
    status: p.enum(REVIEW_ASSIGNMENT_STATUSES).default('assigned'),
    recusalReason: p.string().length(500).nullable(),
    /** The seed of the 'Assign Applications' run (or the recusal) that made it. */
    seed: p.string().length(200),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'review_assignments_unique', properties: ['application', 'reviewer'] }],
  indexes: [
    // The reviewer's queue.
    { name: 'review_assignments_reviewer_index', properties: ['reviewer', 'event'] },
    // An event's assignments (the plan's input), per application.
    { name: 'review_assignments_event_index', properties: ['event', 'application'] },
  ],
});
