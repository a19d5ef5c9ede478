import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { SUBMISSION_STATUSES, type SubmissionSnapshot } from './project.events.js';
import { Project } from './project.entity.js';

/**
 * The `ventures` entity by name: ventures builds on projects, so projects may not import it back.
 * MikroORM resolves the name when the ORM starts (both are in APP_ENTITIES).
 */
const VENTURE = 'Venture' as unknown as { '~entity': { id: string } };

/** A project submitted to an event, with the snapshot judges see (later edits do not change it). */
export const ProjectSubmission = defineEntity({
  name: 'ProjectSubmission',
  tableName: 'project_submissions',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('project_submissions_event_id_fkey'),
    project: p.manyToOne(Project).deleteRule('cascade').foreignKeyName('project_submissions_project_id_fkey'),
    track: p.text(),
    status: p.enum(SUBMISSION_STATUSES).default('submitted'),
    late: p.boolean().default(false),
    submittedBy: p
      .manyToOne(User)
      .fieldName('submitted_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('project_submissions_submitted_by_fkey'),
    submittedAt: p.datetime(),
    snapshot: p.json<SubmissionSnapshot>(),
    /** The venture this entry belongs to (ventures.md 'Entry'); ventures owns the link's rules. */
    venture: p.manyToOne(VENTURE).foreignKeyName('project_submissions_venture_id_fkey'),
  },
  uniques: [{ name: 'project_submissions_one_per_project_and_event', properties: ['project', 'event'] }],
  indexes: [
    {
      name: 'project_submissions_event_index',
      columns: [{ name: 'event_id' }, { name: 'submitted_at', sort: 'DESC' }, { name: 'id' }],
    },
    {
      name: 'project_submissions_submitted_index',
      columns: [{ name: 'submitted_at', sort: 'DESC' }, { name: 'id' }],
    },
    { name: 'project_submissions_venture_index', properties: ['venture'] },
  ],
});
