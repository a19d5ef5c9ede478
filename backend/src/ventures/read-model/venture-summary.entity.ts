import { defineEntity, p } from '@mikro-orm/core';
import type { CurrencyAmount } from '../venture-figures.js';
import { VENTURE_STAGES } from '../venture-rules.js';
import { Venture } from '../venture.entity.js';

/** One entry of a venture as its summary keeps it, with its sprint's title and its published standing. */
export interface SummaryCohort {
  submissionId: string;
  eventId: string;
  title: string;
  place: number | null;
  rank: number | null;
  of: number | null;
}

/** The portfolio's sorts: one partial index each over the ventures it lists, ties by name then id. */
const SORT_INDEXES = [
  ['activity', 'activity_at desc nulls last, name, venture_id'],
  ['activity_asc', 'activity_at, name, venture_id'],
  ['name', '(lower(name) collate "C"), name, venture_id'],
  [
    'stage',
    "(array_position('{idea,validating,design_partner,pilot,revenue,funded,stopped}'::text[], stage)), name, venture_id",
  ],
  ['cohorts', '(cardinality(cohort_event_ids)), name, venture_id'],
  ['place', 'best_place, name, venture_id'],
  ['place_desc', 'best_place desc nulls last, name, venture_id'],
  ['funding', 'top_funding, name, venture_id'],
  ['partners', 'design_partners, name, venture_id'],
] as const;

/**
 * The staff portfolio's read model (ventures.md '/admin/ventures'): per venture, what is expensive
 * to derive per request (stage from every milestone, published standings, funding per currency)
 * and what the page filters and sorts by, kept by VentureSummaryProjection in the transaction of
 * every command that changes it. The check-in standing (which moves with the clock) is read live.
 */
export const VentureSummary = defineEntity({
  name: 'VentureSummary',
  tableName: 'venture_summaries',
  properties: {
    venture: p.manyToOne(Venture).primary().deleteRule('cascade').foreignKeyName('venture_summaries_venture_id_fkey'),
    /** The venture's name (every sort's tie-break). */
    name: p.string().length(200).default(''),
    /** Merged into another venture: left out of the portfolio. */
    merged: p.boolean().default(false),
    stage: p.enum(VENTURE_STAGES),
    verifiedStage: p.enum(VENTURE_STAGES),
    /** Oldest sprint (by end date) first, then in submission order. */
    cohorts: p.json<SummaryCohort[]>(),
    /** The sprints of `cohorts`, one per entry: the cohort filter and the cohort count. */
    cohortEventIds: p.array(),
    tracks: p.array(),
    bestPlace: p.smallint().nullable(),
    /** The latest of: the venture edited, an entry submitted, a milestone recorded, a check-in answered. */
    activityAt: p.datetime().nullable(),
    /** Funding per currency, by currency code. */
    funding: p.json<CurrencyAmount[]>(),
    /** The largest single-currency funding total (the funding sort; currencies are never added). */
    topFunding: p.bigint('number'),
    designPartners: p.integer(),
    verifiedDesignPartners: p.integer(),
  },
  indexes: SORT_INDEXES.map(([name, columns]) => ({
    name: `venture_summaries_${name}_index`,
    expression: `create index venture_summaries_${name}_index on venture_summaries (${columns}) where not merged`,
  })),
});

/**
 * An entry's published standing in its sprint ('n of m', a winner's place), computed once when
 * results are published or winners change, and dropped when results are withdrawn.
 */
export const VentureEntryStanding = defineEntity({
  name: 'VentureEntryStanding',
  tableName: 'venture_entry_standings',
  properties: {
    /** A submission of projects (a plain id: the row is dropped or recomputed with its event's results). */
    submissionId: p.uuid().primary(),
    eventId: p.uuid(),
    rank: p.integer().nullable(),
    entrants: p.integer(),
    place: p.smallint().nullable(),
  },
  indexes: [{ name: 'venture_entry_standings_event_index', properties: ['eventId'] }],
});
