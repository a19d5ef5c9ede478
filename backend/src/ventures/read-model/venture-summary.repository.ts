import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { AuditHead } from '../../audit/audit-head.js';
import { type Database, kyselyOf } from '../../database/database.js';
import { jsonb } from '../../projects/jsonb.js';
import { CHECKIN_REMINDER_AFTER_DAYS, reminderDueAt } from '../checkin-schedule.js';
import type { CurrencyAmount } from '../venture-figures.js';
import type { VentureStage } from '../venture-rules.js';
import type { SummaryCohort } from './venture-summary.entity.js';

type Tables = 'venture_summaries' | 'venture_entry_standings' | 'ventures' | 'venture_checkins';

/** A venture's summary as VentureSummaryRows computes it. */
export interface SummaryValues {
  ventureId: string;
  name: string;
  merged: boolean;
  stage: VentureStage;
  verifiedStage: VentureStage;
  cohorts: SummaryCohort[];
  tracks: string[];
  bestPlace: number | null;
  activityAt: Date | null;
  funding: CurrencyAmount[];
  designPartners: number;
  verifiedDesignPartners: number;
}

/** An entry's published standing ('n of m' and a winner's place). */
export interface StoredStanding {
  rank: number | null;
  of: number;
  place: number | null;
}

export const SUMMARY_SORT_COLUMNS = [
  'venture',
  'stage',
  'cohorts',
  'best_place',
  'last_activity',
  'checkin',
  'funding',
  'design_partners',
] as const;
export type SummarySortColumn = (typeof SUMMARY_SORT_COLUMNS)[number];

export interface SummaryFilter {
  eventId?: string;
  stage?: VentureStage;
  verifiedOnly?: boolean;
  track?: string;
  overdue?: boolean;
  search?: string;
}

/** One sprint a venture entered, with its title and its published standing. */
export type SummaryPageCohort = Omit<SummaryCohort, 'submissionId'>;

/** One portfolio row as the page statement answers it. */
export interface SummaryPageRow {
  id: string;
  name: string;
  stage: VentureStage;
  verified_stage: VentureStage;
  /** Oldest sprint first. */
  cohorts: SummaryCohort[];
  best_place: number | null;
  last_activity_at: string | Date;
  checkin: 0 | 1 | 2;
  funding: CurrencyAmount[];
  design_partners: number;
  verified_design_partners: number;
}

/** What the page statement answers: a row per venture on the page (none past the last) and how many the filters keep. */
type PageStatementRow = { total: string } & ({ [K in keyof SummaryPageRow]: SummaryPageRow[K] } | { id: null });

const STAGE_ORDER: readonly VentureStage[] = [
  'idea',
  'validating',
  'design_partner',
  'pilot',
  'revenue',
  'funded',
  'stopped',
];

/**
 * venture_summaries and venture_entry_standings: the portfolio's read model. Written inside the
 * transaction of the command whose events change it (VentureSummaryProjection); read one page at a
 * time, filtered, sorted and counted in one statement.
 */
@Injectable()
export class VentureSummaryRepository {
  /** Times this process rewrote the rows without an event (the standings filled at start). */
  private rewrites = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly auditHead: AuditHead,
  ) {}

  /**
   * What pages read from these rows are kept by (common/caching/stamped-cache.ts): the audit log's
   * head, since every command that changes them appends an event in the same transaction, and the
   * rewrites this process made without one. Read it before the rows it stamps.
   */
  async readStamp(): Promise<string> {
    return `${await this.auditHead.stamp()}.${this.rewrites}`;
  }

  /** Rows were rewritten (and committed) without an event: what was kept from them is stale. */
  rewritten(): void {
    this.rewrites += 1;
  }

  async upsert(rows: readonly SummaryValues[]): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map((row) => ({
      venture_id: row.ventureId,
      name: row.name,
      merged: row.merged,
      stage: row.stage,
      verified_stage: row.verifiedStage,
      cohorts: jsonb(row.cohorts),
      cohort_event_ids: row.cohorts.map((cohort) => cohort.eventId),
      tracks: row.tracks,
      best_place: row.bestPlace,
      activity_at: row.activityAt,
      funding: jsonb(row.funding),
      top_funding: row.funding.reduce((max, amount) => Math.max(max, amount.all), 0),
      design_partners: row.designPartners,
      verified_design_partners: row.verifiedDesignPartners,
    }));
    await this.db()
      .insertInto('venture_summaries')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('venture_id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          merged: eb.ref('excluded.merged'),
          stage: eb.ref('excluded.stage'),
          verified_stage: eb.ref('excluded.verified_stage'),
          cohorts: eb.ref('excluded.cohorts'),
          cohort_event_ids: eb.ref('excluded.cohort_event_ids'),
          tracks: eb.ref('excluded.tracks'),
          best_place: eb.ref('excluded.best_place'),
          activity_at: eb.ref('excluded.activity_at'),
          funding: eb.ref('excluded.funding'),
          top_funding: eb.ref('excluded.top_funding'),
          design_partners: eb.ref('excluded.design_partners'),
          verified_design_partners: eb.ref('excluded.verified_design_partners'),
        })),
      )
      .execute();
  }

  /** Ventures (merged ones too) with an entry in the sprint. */
  async ventureIdsInEvent(eventId: string): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('venture_summaries')
      .select('venture_id')
      .where(sql<boolean>`cohort_event_ids @> array[${eventId}]::text[]`)
      .execute();
    return rows.map((row) => row.venture_id);
  }

  async allVentureIds(): Promise<string[]> {
    const rows = await this.db().selectFrom('ventures').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  /** The sprints some entry of a venture entered whose standings were never recorded. */
  async eventsWithoutStandings(): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('venture_summaries')
      .select(sql<string>`unnest(cohort_event_ids)`.as('event_id'))
      .distinct()
      .execute();
    const recorded = await this.db().selectFrom('venture_entry_standings').select('event_id').distinct().execute();
    const known = new Set(recorded.map((row) => row.event_id));
    return rows.map((row) => row.event_id).filter((eventId) => !known.has(eventId));
  }

  /** The event's standings become exactly these (none once results are withdrawn). */
  async replaceStandings(eventId: string, standings: ReadonlyMap<string, StoredStanding>): Promise<void> {
    await this.db().deleteFrom('venture_entry_standings').where('event_id', '=', eventId).execute();
    if (standings.size === 0) return;
    await this.db()
      .insertInto('venture_entry_standings')
      .values(
        [...standings].map(([submissionId, standing]) => ({
          submission_id: submissionId,
          event_id: eventId,
          rank: standing.rank,
          entrants: standing.of,
          place: standing.place,
        })),
      )
      .execute();
  }

  async standingsOf(submissionIds: readonly string[]): Promise<Map<string, StoredStanding>> {
    if (submissionIds.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('venture_entry_standings')
      .select(['submission_id', 'rank', 'entrants', 'place'])
      .where('submission_id', 'in', submissionIds)
      .execute();
    return new Map(rows.map((row) => [row.submission_id, { rank: row.rank, of: row.entrants, place: row.place }]));
  }

  async clear(): Promise<void> {
    await this.db().deleteFrom('venture_summaries').execute();
    await this.db().deleteFrom('venture_entry_standings').execute();
  }

  /** Every row of both tables in a stable order (what a rebuild must reproduce). */
  async snapshot(): Promise<unknown[]> {
    const [summaries, standings] = await Promise.all([
      this.db().selectFrom('venture_summaries').selectAll().orderBy('venture_id').execute(),
      this.db().selectFrom('venture_entry_standings').selectAll().orderBy('submission_id').execute(),
    ]);
    return [...summaries, ...standings];
  }

  /**
   * One page of ventures not merged away (all of them without `page`), filtered, sorted and
   * counted in one statement (portfolioPageQuery).
   */
  async page(
    filter: SummaryFilter,
    sort: { column: SummarySortColumn; direction: 'asc' | 'desc' },
    now: Date,
    page?: { limit: number; offset: number },
  ): Promise<{ rows: SummaryPageRow[]; total: number }> {
    const found = await portfolioPageQuery(this.db(), filter, sort, now, page).execute();
    return pageOf(found);
  }

  /**
   * The next moment after `now` at which the clock alone moves some venture's check-in standing:
   * an open check-in falling due, or an asked one passing the reminder delay (null when none will).
   */
  async nextStandingChange(now: Date): Promise<Date | null> {
    const row = await this.db()
      .selectNoFrom((eb) => [
        eb
          .selectFrom('venture_checkins')
          .select(({ fn }) => fn.min('due_at').as('at'))
          .where('state', 'in', ['scheduled', 'asked'])
          .where('due_at', '>', now)
          .as('falls_due'),
        eb
          .selectFrom('venture_checkins')
          .select(({ fn }) => fn.min('asked_at').as('at'))
          .where('state', '=', 'asked')
          .where('asked_at', '>', overdueSinceOf(now))
          .as('earliest_asked'),
      ])
      .executeTakeFirst();
    const moments = [row?.falls_due, row?.earliest_asked && reminderDueAt(new Date(row.earliest_asked))]
      .filter((at): at is Date => !!at)
      .map((at) => new Date(at));
    return moments.length === 0 ? null : new Date(Math.min(...moments.map((at) => at.getTime())));
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

/** The rows of a page statement and its total (a page past the last has only the total). */
export function pageOf(found: readonly PageStatementRow[]): { rows: SummaryPageRow[]; total: number } {
  const rows = found.flatMap((row) => (row.id === null ? [] : [row]));
  return { rows, total: found.length > 0 ? Number(found[0].total) : 0 };
}

/** 'Overdue' once a check-in was asked before this and is still unanswered. */
function overdueSinceOf(now: Date): Date {
  return new Date(now.getTime() - CHECKIN_REMINDER_AFTER_DAYS * 24 * 3600 * 1000);
}

/**
 * The check-ins that put a venture behind, with how far (`venture_id`, `level`): 2 ('Overdue') for
 * one asked and left unanswered past the reminder delay, 1 ('Due') for any other open one that has
 * fallen due. Two ranges of venture_checkins_due_index, or of venture_checkins_open_index for one
 * venture (whose predicate these literal states imply), read index-only.
 */
function behindRows(now: Date) {
  const overdueSince = overdueSinceOf(now);
  return sql<{ venture_id: string; level: number }>`(
    select c.venture_id, 1 as level from venture_checkins c where c.state = 'scheduled' and c.due_at <= ${now}
    union all
    select c.venture_id, case when c.asked_at <= ${overdueSince} then 2 else 1 end
    from venture_checkins c where c.state = 'asked' and (c.due_at <= ${now} or c.asked_at <= ${overdueSince})
  )`;
}

/**
 * What the filters keep, on the summary `s`: ventures not merged away (the literal the partial
 * sort indexes are made for), then name, stage, cohort, track and 'Overdue'.
 */
function matching(filter: SummaryFilter, now: Date): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`not s.merged`];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql<SqlBool>`s.name ilike ${pattern} escape '\\'`);
  }
  if (filter.stage !== undefined) {
    conditions.push(sql<SqlBool>`${sql.ref(filter.verifiedOnly ? 's.verified_stage' : 's.stage')} = ${filter.stage}`);
  }
  if (filter.eventId !== undefined)
    conditions.push(sql<SqlBool>`s.cohort_event_ids @> array[${filter.eventId}]::text[]`);
  if (filter.track !== undefined) conditions.push(sql<SqlBool>`s.tracks @> array[${filter.track}]::text[]`);
  if (filter.overdue) {
    // Level 2 of behindRows: a check-in asked and left unanswered past the reminder delay.
    conditions.push(sql<SqlBool>`exists (
      select from venture_checkins c
      where c.venture_id = s.venture_id and c.state = 'asked' and c.asked_at <= ${overdueSinceOf(now)}
    )`);
  }
  return conditions;
}

/**
 * The page's order: the column's key (as the venture_summaries_*_index indexes write it), nulls
 * last either way, ties by name then id. Keys that are never null sort plain, so a descending page
 * reads its index backwards.
 */
function orderOf(sort: { column: SummarySortColumn; direction: 'asc' | 'desc' }): RawBuilder<unknown> {
  const direction = sql.raw(sort.direction);
  const key = {
    venture: sql`lower(s.name) collate "C"`,
    stage: sql`array_position(${sql.lit(`{${STAGE_ORDER.join(',')}}`)}::text[], s.stage)`,
    cohorts: sql`cardinality(s.cohort_event_ids)`,
    best_place: sql`s.best_place`,
    last_activity: sql`s.activity_at`,
    checkin: sql`coalesce(b.level, 0)`,
    funding: sql`s.top_funding`,
    design_partners: sql`s.design_partners`,
  }[sort.column];
  const nullable = sort.column === 'best_place' || sort.column === 'last_activity';
  return sql`${key} ${direction}${sql.raw(nullable ? ' nulls last' : '')}, s.name, s.venture_id`;
}

/**
 * The portfolio's page (all of it without `page`) in one statement, from the read model alone:
 * ventures not merged away, filtered, sorted (nulls last either way, ties by name then id) and
 * counted. The page's ids come from the sort's index in order (only the check-in sort, which moves
 * with the clock, sorts every venture kept); the count is an index-only aggregate over the same
 * filters, so a page past the last still answers it (one row, no venture). Only the page's rows are
 * read whole, with their check-in standing from their open check-ins.
 */
export function portfolioPageQuery(
  db: Kysely<Pick<Database, Tables>>,
  filter: SummaryFilter,
  sort: { column: SummarySortColumn; direction: 'asc' | 'desc' },
  now: Date,
  page?: { limit: number; offset: number },
) {
  const conditions = matching(filter, now);
  const order = orderOf(sort);
  let ids = db
    .selectFrom('venture_summaries as s')
    .select(['s.venture_id', sql<number>`row_number() over (order by ${order})`.as('position')]);
  if (sort.column === 'checkin') {
    ids = ids.leftJoin(
      sql<{
        venture_id: string;
        level: number;
      }>`(select venture_id, max(level) as level from ${behindRows(now)} as x group by venture_id)`.as('b'),
      'b.venture_id',
      's.venture_id',
    );
  }
  for (const condition of conditions) ids = ids.where(condition);
  ids = ids.orderBy(order);
  if (page) ids = ids.limit(page.limit).offset(page.offset);

  let counted = db.selectFrom('venture_summaries as s').select(sql<string>`count(*)`.as('total'));
  for (const condition of conditions) counted = counted.where(condition);

  return db
    .selectFrom(counted.as('t'))
    .leftJoin(ids.as('p'), (join) => join.onTrue())
    .leftJoin('venture_summaries as s', 's.venture_id', 'p.venture_id')
    .select([
      't.total',
      's.venture_id as id',
      's.name',
      's.stage',
      's.verified_stage',
      's.cohorts',
      's.best_place',
      's.activity_at as last_activity_at',
      sql<
        0 | 1 | 2
      >`coalesce((select max(level) from ${behindRows(now)} as x where x.venture_id = s.venture_id), 0)`.as('checkin'),
      's.funding',
      's.design_partners',
      's.verified_design_partners',
    ])
    .orderBy('p.position')
    .$castTo<PageStatementRow>();
}
