import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { JudgeAssignment } from './judge-assignment.entity.js';

/** A judge's score sheet for one assignment: a 1-5 score per criterion (by criterion id), note and feedback. */
export const ScoreSheet = defineEntity({
  name: 'ScoreSheet',
  tableName: 'score_sheets',
  properties: {
    assignment: p
      .oneToOne(JudgeAssignment)
      .owner()
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('score_sheets_assignment_id_fkey'),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('score_sheets_event_id_fkey'),
    scores: p.json<Record<string, number>>(),
    /** Σ weight·score / Σ weight at the time of saving. */
    total: p.double(),
    noteToStaff: p.string().length(2000).nullable(),
    feedback: p.string().length(2000).nullable(),
    version: p.integer().default(1),
    savedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'score_sheets_event_index', properties: ['event'] }],
});
