import { defineEntity, p } from '@mikro-orm/core';
import { Event } from './event.entity.js';

/** One weighted criterion an event's projects are scored on. */
export const JudgingCriterion = defineEntity({
  name: 'JudgingCriterion',
  tableName: 'judging_criteria',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).foreignKeyName('judging_criteria_event_id_fkey').deleteRule('cascade'),
    label: p.string().length(100),
    weight: p.integer(),
    /** What a high score means (optional). */
    description: p.string().length(500).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [{ name: 'judging_criteria_weight_check', expression: 'weight >= 1 and weight <= 100' }],
  indexes: [{ name: 'judging_criteria_event_index', properties: ['event'] }],
});
