import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';

/**
 * How an event's applications are reviewed (review.md, 'Review setup'). An event without a row has
 * the defaults (REVIEW_SETTINGS_DEFAULTS in review-setup.ts).
 */
export const EventReviewSettings = defineEntity({
  name: 'EventReviewSettings',
  tableName: 'event_review_settings',
  properties: {
    event: p
      .manyToOne(Event)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('event_review_settings_event_id_fkey'),
    /** The number of spots; null when the event sets none. */
    capacity: p.integer().nullable(),
    waitlistSize: p.integer().default(0),
    /** `k`: how many reviewers each application gets. */
    reviewsPerApplication: p.integer().default(2),
    /** Reviewers see the answers but not who applied. */
    blindReview: p.boolean().default(true),
    /** Days an approved applicant has to confirm their spot. */
    confirmDays: p.integer().default(5),
    version: p.integer().default(1),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    { name: 'event_review_settings_capacity_check', expression: 'capacity is null or capacity >= 1' },
    { name: 'event_review_settings_waitlist_size_check', expression: 'waitlist_size >= 0 and waitlist_size <= 10000' },
    {
      name: 'event_review_settings_reviews_per_application_check',
      expression: 'reviews_per_application >= 1 and reviews_per_application <= 5',
    },
    { name: 'event_review_settings_confirm_days_check', expression: 'confirm_days >= 1 and confirm_days <= 60' },
  ],
});
