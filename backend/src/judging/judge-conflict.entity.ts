import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

/** A conflict of interest a judge declared with a team (a project) of an event, with a reason. */
export const JudgeConflict = defineEntity({
  name: 'JudgeConflict',
  tableName: 'judge_conflicts',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('judge_conflicts_event_id_fkey'),
    judge: p.manyToOne(User).deleteRule('cascade').foreignKeyName('judge_conflicts_judge_id_fkey'),
    project: p.manyToOne(Project).deleteRule('cascade').foreignKeyName('judge_conflicts_project_id_fkey'),
    reason: p.string().length(500),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'judge_conflicts_unique', properties: ['event', 'judge', 'project'] }],
});
