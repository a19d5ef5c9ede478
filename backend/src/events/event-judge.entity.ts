import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Event } from './event.entity.js';

/** A user assigned to judge an event. */
export const EventJudge = defineEntity({
  name: 'EventJudge',
  tableName: 'event_judges',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).foreignKeyName('event_judges_event_id_fkey').deleteRule('cascade'),
    user: p.manyToOne(User).foreignKeyName('event_judges_user_id_fkey').deleteRule('cascade'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'event_judges_unique', properties: ['event', 'user'] }],
});
