import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../../events/event.entity.js';
import { ProjectSubmission } from '../../projects/project-submission.entity.js';
import type { SubmissionStatus } from '../../projects/project.events.js';

/** A submission's award in an event: a place (4 = Honorable Mention) in a track. */
export const Winner = defineEntity({
  name: 'Winner',
  tableName: 'winners',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('winners_event_id_fkey'),
    submission: p.manyToOne(ProjectSubmission).deleteRule('cascade').foreignKeyName('winners_submission_id_fkey'),
    track: p.text(),
    place: p.smallint(),
    note: p.text().nullable(),
    /** What the submission's status was before it became 'winner', restored when the entry goes. */
    previousSubmissionStatus: p.text().$type<SubmissionStatus>(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  uniques: [{ name: 'winners_one_per_submission', properties: ['submission'] }],
  indexes: [{ name: 'winners_event_index', properties: ['event', 'track', 'place'] }],
  checks: [{ name: 'winners_place_check', expression: 'place >= 1 and place <= 4' }],
});
