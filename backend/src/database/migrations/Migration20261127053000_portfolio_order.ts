import { Migration } from '@mikro-orm/migrations';

/**
 * What the portfolio's page statement reads and the read model did not keep: the venture's name,
 * whether it was merged away, its last activity counting its own edits, and each cohort's sprint
 * title, oldest sprint (by end date) first (VentureSummaryRows keeps them from now on). Exported for
 * the bench and the read-model test, which run it after BACKFILL_VENTURE_SUMMARIES.
 */
export const BACKFILL_PORTFOLIO_ORDER = `
  update venture_summaries s
  set name = v.name,
    merged = v.merged_into_id is not null,
    activity_at = date_trunc('milliseconds', greatest(v.updated_at, s.activity_at)),
    (cohorts, cohort_event_ids) = (
      select
        coalesce(jsonb_agg(c.value || jsonb_build_object('title', coalesce(e.title, '')) order by e.end_date nulls first, c.n), '[]'),
        coalesce(array_agg(c.value->>'eventId' order by e.end_date nulls first, c.n), '{}')
      from jsonb_array_elements(s.cohorts) with ordinality as c(value, n)
      left join events e on e.id = (c.value->>'eventId')::uuid
    )
  from ventures v
  where v.id = s.venture_id`;

/**
 * Issue 27, performance: the portfolio pages in the order of an index instead of sorting every
 * venture per request, and reads nothing but the read model. It keeps what every sort breaks its
 * ties by (the name), what every page leaves out (merged ventures) and the sprints' titles, so one
 * index per sort, partial on the ventures listed, gives a page in order; the check-in standing is
 * read index-only from the check-ins.
 */
export class Migration20261127053000_portfolio_order extends Migration {
  override up(): void {
    this.addSql(`
      alter table venture_summaries
        add column name varchar(200) not null default '',
        add column merged boolean not null default false`);
    this.addSql(BACKFILL_PORTFOLIO_ORDER);
    // One per sort (portfolioPageQuery writes the same keys); descending where nulls stay last.
    for (const sql of [
      'create index venture_summaries_activity_index on venture_summaries (activity_at desc nulls last, name, venture_id)',
      'create index venture_summaries_activity_asc_index on venture_summaries (activity_at, name, venture_id)',
      'create index venture_summaries_name_index on venture_summaries ((lower(name) collate "C"), name, venture_id)',
      `create index venture_summaries_stage_index on venture_summaries
        ((array_position('{idea,validating,design_partner,pilot,revenue,funded,stopped}'::text[], stage)), name, venture_id)`,
      'create index venture_summaries_cohorts_index on venture_summaries ((cardinality(cohort_event_ids)), name, venture_id)',
      'create index venture_summaries_place_index on venture_summaries (best_place, name, venture_id)',
      'create index venture_summaries_place_desc_index on venture_summaries (best_place desc nulls last, name, venture_id)',
      'create index venture_summaries_funding_index on venture_summaries (top_funding, name, venture_id)',
      'create index venture_summaries_partners_index on venture_summaries (design_partners, name, venture_id)',
    ]) {
      this.addSql(`${sql} where not merged`);
    }
    // The check-in standing: per venture for a page's rows, and every venture behind for the check-in sort.
    this.addSql(`
      create index venture_checkins_open_index on venture_checkins (venture_id) include (state, due_at, asked_at)
      where state in ('scheduled', 'asked')`);
    this.addSql('drop index venture_checkins_due_index');
    this.addSql(
      'create index venture_checkins_due_index on venture_checkins (state, due_at) include (venture_id, asked_at)',
    );
  }

  override down(): void {
    this.addSql('drop index venture_checkins_due_index');
    this.addSql('create index venture_checkins_due_index on venture_checkins (state, due_at)');
    this.addSql('drop index if exists venture_checkins_open_index');
    for (const sort of [
      'activity',
      'activity_asc',
      'name',
      'stage',
      'cohorts',
      'place',
      'place_desc',
      'funding',
      'partners',
    ]) {
      this.addSql(`drop index if exists venture_summaries_${sort}_index`);
    }
    this.addSql('alter table venture_summaries drop column name, drop column merged');
  }
}
