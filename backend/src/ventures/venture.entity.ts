import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { VENTURE_NAME_MAX, VENTURE_PITCH_MAX } from './venture-rules.js';

/**
 * A startup effort's lasting identity across sprints. Its entries are the submissions that name it
 * (`project_submissions.venture_id`); its members come from those projects' teams. A venture merged
 * into another keeps its row (with `merged_into`) so links and audit entries still resolve.
 */
export const Venture = defineEntity({
  name: 'Venture',
  tableName: 'ventures',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(VENTURE_NAME_MAX),
    pitch: p.string().length(VENTURE_PITCH_MAX).nullable(),
    isPublic: p.boolean().default(false),
    foundedEvent: p
      .manyToOne(Event)
      .fieldName('founded_event_id')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('ventures_founded_event_id_fkey'),
    /** The venture this one was merged into (a plain id: defineEntity cannot point a relation at itself). */
    mergedIntoId: p.uuid().nullable(),
    createdBy: p
      .manyToOne(User)
      .fieldName('created_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('ventures_created_by_fkey'),
    version: p.integer().default(1),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'ventures_merged_into_index', properties: ['mergedIntoId'] }],
});
