import { defineEntity, p } from '@mikro-orm/core';
import { Application } from '../../applications/application.entity.js';
import { Event } from '../../events/event.entity.js';
import { ReviewAssignment } from './review-assignment.entity.js';
import { RECOMMENDATIONS } from './reviewing-rules.js';

/**
 * A reviewer's review of one application (their assignment's): a 1-5 score per rubric criterion (by
 * criterion id), the weighted total at the time of saving, a note to staff and an optional
 * recommendation. `version` makes a stale save a 409.
 */
export const ApplicationReview = defineEntity({
  name: 'ApplicationReview',
  tableName: 'application_reviews',
  properties: {
    assignment: p
      .oneToOne(ReviewAssignment)
      .owner()
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('application_reviews_assignment_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('application_reviews_event_id_fkey'),
    application: p
      .manyToOne(Application)
      .deleteRule('cascade')
      .foreignKeyName('application_reviews_application_id_fkey'),
    scores: p.json<Record<string, number>>(),
    /** Σ weight·score / Σ weight at the time of saving (1-5). */
    total: p.double(),
    noteToStaff: p.string().length(2000).nullable(),
    recommendation: p.enum(RECOMMENDATIONS).nullable(),
    version: p.integer().default(1),
    savedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    // The ranking reads an event's reviews at once.
    { name: 'application_reviews_event_index', properties: ['event'] },
    { name: 'application_reviews_application_index', properties: ['application'] },
  ],
});
