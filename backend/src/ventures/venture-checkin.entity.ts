import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { Venture } from './venture.entity.js';
import { CHECKIN_STATES } from './venture-rules.js';

/**
 * A check-in the programme asks of a venture after one of its sprints, `offset_days` after the
 * sprint's end. The row is the truth (a Redis flush loses nothing): the scheduler moves due rows to
 * `asked` in the transaction that writes their email into the outbox.
 */
export const VentureCheckin = defineEntity({
  name: 'VentureCheckin',
  tableName: 'venture_checkins',
  properties: {
    id: p.uuid().primary(),
    venture: p.manyToOne(Venture).deleteRule('cascade').foreignKeyName('venture_checkins_venture_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('venture_checkins_event_id_fkey'),
    offsetDays: p.integer(),
    dueAt: p.datetime(),
    state: p.enum(CHECKIN_STATES).default('scheduled'),
    askedAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
    answeredAt: p.datetime().nullable(),
    answeredBy: p
      .manyToOne(User)
      .fieldName('answered_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('venture_checkins_answered_by_fkey'),
    /** What the member answered besides the figures (which become milestones): free text and 'Still working on it?'. */
    answer: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'venture_checkins_one_per_offset', properties: ['venture', 'event', 'offsetDays'] }],
  indexes: [
    {
      // The scheduler's due rows, and the portfolio's ventures behind (index-only).
      name: 'venture_checkins_due_index',
      expression:
        'create index venture_checkins_due_index on venture_checkins (state, due_at) include (venture_id, asked_at)',
    },
    { name: 'venture_checkins_event_index', properties: ['event'] },
    {
      // The portfolio's check-in standing of a venture ('Due', 'Overdue'), index-only.
      name: 'venture_checkins_open_index',
      expression: `create index venture_checkins_open_index on venture_checkins (venture_id) include (state, due_at, asked_at)
        where state in ('scheduled', 'asked')`,
    },
  ],
  checks: [{ name: 'venture_checkins_offset_days_check', expression: 'offset_days > 0' }],
});
