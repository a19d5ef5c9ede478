import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import type { MilestoneEvidence } from './venture.events.js';
import { VentureCheckin } from './venture-checkin.entity.js';
import { Venture } from './venture.entity.js';
import { type AnyMilestoneFigures, MILESTONE_LINK_MAX, MILESTONE_TEXT_MAX, MILESTONE_TYPES } from './venture-rules.js';

/**
 * One dated, typed piece of evidence of a venture's progress. Self-reported until staff verify it
 * (verified_by/at and a note); `checkin` is set when a check-in's answer recorded it.
 */
export const VentureMilestone = defineEntity({
  name: 'VentureMilestone',
  tableName: 'venture_milestones',
  properties: {
    id: p.uuid().primary(),
    venture: p.manyToOne(Venture).deleteRule('cascade').foreignKeyName('venture_milestones_venture_id_fkey'),
    type: p.enum(MILESTONE_TYPES),
    occurredOn: p.date(),
    figures: p.json<AnyMilestoneFigures>(),
    link: p.string().length(MILESTONE_LINK_MAX).nullable(),
    description: p.string().length(MILESTONE_TEXT_MAX).nullable(),
    checkin: p
      .manyToOne(VentureCheckin)
      .fieldName('checkin_id')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('venture_milestones_checkin_id_fkey'),
    createdBy: p
      .manyToOne(User)
      .fieldName('created_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('venture_milestones_created_by_fkey'),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    verifiedBy: p
      .manyToOne(User)
      .fieldName('verified_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('venture_milestones_verified_by_fkey'),
    verifiedAt: p.datetime().nullable(),
    verificationNote: p.string().length(MILESTONE_TEXT_MAX).nullable(),
    /** Uploaded evidence files (issue 31), in the order attached; their files rows say attached. */
    evidence: p.json<MilestoneEvidence[]>().defaultRaw("'[]'"),
  },
  indexes: [
    {
      name: 'venture_milestones_venture_index',
      columns: [{ name: 'venture_id' }, { name: 'occurred_on', sort: 'DESC' }],
    },
  ],
});
