import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';

/** One weighted criterion of an event's review rubric; reviewers score it 1-5. */
export const ReviewCriterion = defineEntity({
  name: 'ReviewCriterion',
  tableName: 'review_criteria',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).foreignKeyName('review_criteria_event_id_fkey').deleteRule('cascade'),
    label: p.string().length(100),
    weight: p.integer(),
    /** What a high score means (optional). */
    description: p.string().length(500).nullable(),
    /** The order on the rubric, from 1. */
    position: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [{ name: 'review_criteria_weight_check', expression: 'weight >= 1 and weight <= 100' }],
  indexes: [{ name: 'review_criteria_event_index', properties: ['event', 'position'] }],
});
