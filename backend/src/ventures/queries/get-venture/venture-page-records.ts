import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../../database/database.js';
import { executePrepared } from '../../../database/prepared-read.js';
import type { SummaryCohort } from '../../read-model/venture-summary.entity.js';
import type { CheckinRow, MilestoneRow, VentureRow } from '../venture-views.js';

type Tables = 'ventures' | 'venture_summaries' | 'venture_milestones' | 'venture_checkins' | 'venture_member_removals';

/** A milestone as the venture page shows it. */
export type PageMilestone = Pick<
  MilestoneRow,
  | 'id'
  | 'type'
  | 'occurred_on'
  | 'figures'
  | 'link'
  | 'description'
  | 'checkin_id'
  | 'evidence'
  | 'created_at'
  | 'verified_at'
  | 'verification_note'
>;

/** A check-in as the venture page shows it. */
export type PageCheckin = Pick<
  CheckinRow,
  'id' | 'event_id' | 'offset_days' | 'due_at' | 'state' | 'asked_at' | 'answered_at'
>;

/** Everything of ventures' own tables the venture page shows. */
export interface VenturePageRecord {
  venture: Pick<VentureRow, 'id' | 'name' | 'pitch' | 'is_public' | 'founded_event_id' | 'merged_into_id'>;
  /** Its entries' sprints (titles) and published standings, from its summary (none without one). */
  cohorts: SummaryCohort[];
  /** Newest first. */
  milestones: PageMilestone[];
  /** Soonest due first. */
  checkins: PageCheckin[];
  /** The people removed from the venture. */
  removedUserIds: string[];
}

/**
 * The venture page's read of ventures' own tables in one prepared statement (its entries and
 * teams are projects', read beside it): the venture, its summary's cohorts, its milestones, its
 * check-ins and the members removed. Timestamps inside the lists come as JSON text.
 */
@Injectable()
export class VenturePageRecords {
  constructor(private readonly em: EntityManager) {}

  async of(ventureId: string): Promise<VenturePageRecord | undefined> {
    const [row] = await executePrepared(
      this.em,
      'venture-page-records',
      kyselyOf<Tables>(this.em)
        .selectFrom('ventures as v')
        .leftJoin('venture_summaries as s', 's.venture_id', 'v.id')
        .select([
          'v.id',
          'v.name',
          'v.pitch',
          'v.is_public',
          'v.founded_event_id',
          'v.merged_into_id',
          sql<SummaryCohort[]>`coalesce(s.cohorts, '[]')`.as('cohorts'),
          sql<PageMilestone[]>`coalesce((
            select json_agg(m order by m.occurred_on desc, m.created_at desc, m.id) from (
              select id, type, occurred_on, figures, link, description, checkin_id, created_at, verified_at, verification_note, evidence
              from venture_milestones where venture_id = v.id
            ) m
          ), '[]')`.as('milestones'),
          sql<PageCheckin[]>`coalesce((
            select json_agg(c order by c.due_at, c.id) from (
              select id, event_id, offset_days, due_at, state, asked_at, answered_at
              from venture_checkins where venture_id = v.id
            ) c
          ), '[]')`.as('checkins'),
          sql<string[]>`array(select user_id from venture_member_removals where venture_id = v.id)`.as('removed'),
        ])
        .where('v.id', '=', ventureId),
    );
    if (!row) return undefined;
    const { cohorts, milestones, checkins, removed, ...venture } = row;
    return { venture, cohorts, milestones, checkins, removedUserIds: removed };
  }
}
