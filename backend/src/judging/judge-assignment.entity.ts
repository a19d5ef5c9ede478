import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { ProjectSubmission } from '../projects/project-submission.entity.js';
import { User } from '../users/user.entity.js';
import { ASSIGNMENT_STATES } from './judging-rules.js';

/** One judge asked to review one submission; a recusal keeps the row with its reason. */
export const JudgeAssignment = defineEntity({
  name: 'JudgeAssignment',
  tableName: 'judge_assignments',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('judge_assignments_event_id_fkey'),
    submission: p
      .manyToOne(ProjectSubmission)
      .deleteRule('cascade')
      .foreignKeyName('judge_assignments_submission_id_fkey'),
    judge: p.manyToOne(User).deleteRule('cascade').foreignKeyName('judge_assignments_judge_id_fkey'),
    state: p.enum(ASSIGNMENT_STATES).default('assigned'),
    recusalReason: p.string().length(500).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'judge_assignments_unique', properties: ['submission', 'judge'] }],
  indexes: [
    // The judge's queue.
    { name: 'judge_assignments_judge_index', properties: ['judge', 'event'] },
    // The staff matrix.
    { name: 'judge_assignments_event_index', properties: ['event', 'submission'] },
  ],
});
