import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';

/** A person's 'Looking for a team' switch for one event: a row while it is on. */
export const TeamSeeker = defineEntity({
  name: 'TeamSeeker',
  tableName: 'team_seekers',
  properties: {
    event: p
      .manyToOne(Event)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('team_seekers_event_id_fkey'),
    user: p
      .manyToOne(User)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('team_seekers_user_id_fkey'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'team_seekers_user_index', properties: ['user'] }],
});
