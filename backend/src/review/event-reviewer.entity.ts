import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';

/** Someone seated to review an event's applications (staff review every event without a seat). */
export const EventReviewer = defineEntity({
  name: 'EventReviewer',
  tableName: 'event_reviewers',
  properties: {
    event: p
      .manyToOne(Event)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('event_reviewers_event_id_fkey'),
    user: p
      .manyToOne(User)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('event_reviewers_user_id_fkey'),
    /** Who seated them; null when seated by accepting an invitation whose sender is gone. */
    seatedBy: p
      .manyToOne(User)
      .fieldName('seated_by')
      .foreignKeyName('event_reviewers_seated_by_fkey')
      .nullable()
      .deleteRule('set null'),
    seatedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'event_reviewers_user_index', properties: ['user'] }],
});
