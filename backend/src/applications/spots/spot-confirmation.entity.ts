import { defineEntity, p } from '@mikro-orm/core';
import { Application } from '../application.entity.js';

/**
 * The spot an approval offers before the sprint starts (review.md 'Confirming a spot'): the applicant
 * confirms it by `due_at` or declines it; unanswered, the scheduler expires it at `due_at`. The row is
 * the truth, not Redis: the tick reads due rows here and marks them expired in the transaction that
 * withdraws the application. One row per application, for its latest approval: a new approval starts
 * it again; a staff decision away from 'approved' removes it (its story stays in the audit trail).
 */
export const SpotConfirmation = defineEntity({
  name: 'SpotConfirmation',
  tableName: 'spot_confirmations',
  properties: {
    application: p
      .oneToOne(Application)
      .owner()
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('spot_confirmations_application_id_fkey'),
    offeredAt: p.datetime(),
    dueAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    declinedAt: p.datetime().nullable(),
    expiredAt: p.datetime().nullable(),
  },
  indexes: [
    {
      // The scheduler's due rows: open spots only, by deadline.
      name: 'spot_confirmations_open_due_index',
      expression: `create index spot_confirmations_open_due_index on spot_confirmations (due_at)
        where confirmed_at is null and declined_at is null and expired_at is null`,
    },
  ],
  checks: [
    {
      // At most one answer: confirmed (and later perhaps declined), declined, or expired.
      name: 'spot_confirmations_one_end_check',
      expression: 'declined_at is null or expired_at is null',
    },
  ],
});
