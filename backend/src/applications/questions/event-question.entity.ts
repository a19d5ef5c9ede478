import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../../events/event.entity.js';
import { QUESTION_KINDS } from './question-rules.js';

/**
 * A custom question of an event's application form. Never deleted: once applications have arrived
 * it can only be hidden, so every answer keeps pointing at the question it answered.
 */
export const EventQuestion = defineEntity({
  name: 'EventQuestion',
  tableName: 'event_questions',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('event_questions_event_id_fkey'),
    kind: p.enum(QUESTION_KINDS),
    label: p.string().length(200),
    helpText: p.string().length(500).nullable(),
    required: p.boolean().default(false),
    /** The order on the form, from 1. */
    position: p.integer(),
    /** The choices of a single or multiple choice question, in order; empty for the other kinds. */
    options: p.json<string[]>().defaultRaw("'[]'"),
    /** A long text answer's character limit. */
    maxLength: p.integer().nullable(),
    /** A number answer's bounds (either may be open). */
    min: p.double().nullable(),
    max: p.double().nullable(),
    hidden: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'event_questions_event_index', properties: ['event', 'position'] }],
});
