import { defineEntity, p } from '@mikro-orm/core';
import { Application } from './application.entity.js';

/** A projection of the event store: one row per status change (see StatusHistoryProjection). */
export const ApplicationStatusHistory = defineEntity({
  name: 'ApplicationStatusHistory',
  tableName: 'application_status_history',
  properties: {
    // The event's position in the store, not a sequence of its own.
    eventPosition: p.bigint('number').primary().autoincrement(false),
    application: p
      .manyToOne(Application)
      .deleteRule('cascade')
      .foreignKeyName('application_status_history_application_id_fkey'),
    oldStatus: p.text(),
    newStatus: p.text(),
    changedBy: p.uuid().nullable(),
    changedAt: p.datetime(),
  },
  indexes: [{ name: 'application_status_history_application_index', properties: ['application', 'eventPosition'] }],
});
