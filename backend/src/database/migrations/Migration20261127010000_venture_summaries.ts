import { Migration } from '@mikro-orm/migrations';

/**
 * Folds every venture's milestones, entries and answered check-ins into its summary row, as
 * VentureSummaryRows (src/ventures/read-model) does for one venture: stage and verified stage
 * (ventures.md 'Stage'), funding per currency, design partners, cohorts and tracks, the latest
 * activity. Standings (place, rank) are left empty: they come from published results, which only
 * the app computes (VentureSummaryProjection fills them at start for events published before).
 * Exported for the bench, which seeds ventures in bulk straight into the tables.
 */
export const BACKFILL_VENTURE_SUMMARIES = `
  with progress as (
    select m.venture_id, m.type, m.occurred_on, m.created_at, m.verified_at is not null as verified,
      case
        when m.type = 'customer_interviews' and (m.figures->>'count')::int > 0 then 1
        when m.type in ('design_partner', 'letter_of_intent') then 2
        when m.type = 'pilot' then 3
        when m.type = 'revenue' and (m.figures->>'monthlyAmountMinor')::bigint > 0 then 4
        when m.type = 'funding' and (m.figures->>'amountMinor')::bigint > 0 then 5
        else 0 end as progress
    from venture_milestones m
  ), facts as (
    select venture_id,
      max(progress) as progress,
      coalesce(max(progress) filter (where verified), 0) as verified_progress,
      (array_agg(type order by occurred_on desc, created_at desc) filter (where type <> 'team_change'))[1] as latest,
      (array_agg(type order by occurred_on desc, created_at desc) filter (where type <> 'team_change' and verified))[1] as verified_latest,
      count(*) filter (where type in ('design_partner', 'letter_of_intent'))::int as design_partners,
      count(*) filter (where type in ('design_partner', 'letter_of_intent') and verified)::int as verified_design_partners,
      max(created_at) as last_milestone_at
    from progress group by venture_id
  ), per_currency as (
    select venture_id, figures->>'currency' as currency,
      sum((figures->>'amountMinor')::bigint) as total,
      coalesce(sum((figures->>'amountMinor')::bigint) filter (where verified_at is not null), 0) as verified
    from venture_milestones where type = 'funding' group by venture_id, figures->>'currency'
  ), funding as (
    select venture_id,
      jsonb_agg(jsonb_build_object('currency', currency, 'all', total, 'verified', verified) order by currency) as funding,
      max(total) as top_funding
    from per_currency group by venture_id
  ), entries as (
    select venture_id,
      jsonb_agg(jsonb_build_object('submissionId', id, 'eventId', event_id, 'place', null, 'rank', null, 'of', null)
        order by submitted_at, id) as cohorts,
      array_agg(event_id::text order by submitted_at, id) as event_ids,
      array_agg(distinct track) as tracks,
      max(submitted_at) as last_submitted_at
    from project_submissions where venture_id is not null group by venture_id
  ), answers as (
    select venture_id, max(answered_at) as last_answer_at from venture_checkins where answered_at is not null group by venture_id
  ), stages as (
    select array['idea', 'validating', 'design_partner', 'pilot', 'revenue', 'funded'] as progress
  )
  insert into venture_summaries (venture_id, stage, verified_stage, cohorts, cohort_event_ids, tracks, best_place,
    activity_at, funding, top_funding, design_partners, verified_design_partners)
  select v.id,
    case when f.latest = 'stopped' then 'stopped' else s.progress[coalesce(f.progress, 0) + 1] end,
    case when f.verified_latest = 'stopped' then 'stopped' else s.progress[coalesce(f.verified_progress, 0) + 1] end,
    coalesce(e.cohorts, '[]'::jsonb), coalesce(e.event_ids, '{}'), coalesce(e.tracks, '{}'), null,
    date_trunc('milliseconds', greatest(e.last_submitted_at, f.last_milestone_at, a.last_answer_at)),
    coalesce(fu.funding, '[]'::jsonb), coalesce(fu.top_funding, 0),
    coalesce(f.design_partners, 0), coalesce(f.verified_design_partners, 0)
  from ventures v cross join stages s
  left join facts f on f.venture_id = v.id
  left join funding fu on fu.venture_id = v.id
  left join entries e on e.venture_id = v.id
  left join answers a on a.venture_id = v.id
  on conflict (venture_id) do nothing`;

/** Issue 27, performance: the staff portfolio reads a summary per venture instead of folding every row per request. */
export class Migration20261127010000_venture_summaries extends Migration {
  override up(): void {
    this.addSql(`
      create table venture_summaries (
        venture_id uuid not null,
        stage text check (stage in ('idea', 'validating', 'design_partner', 'pilot', 'revenue', 'funded', 'stopped')) not null,
        verified_stage text check (verified_stage in ('idea', 'validating', 'design_partner', 'pilot', 'revenue', 'funded', 'stopped')) not null,
        cohorts jsonb not null,
        cohort_event_ids text[] not null,
        tracks text[] not null,
        best_place smallint null,
        activity_at timestamptz null,
        funding jsonb not null,
        top_funding bigint not null,
        design_partners int not null,
        verified_design_partners int not null,
        constraint venture_summaries_pkey primary key (venture_id),
        constraint venture_summaries_venture_id_fkey foreign key (venture_id) references ventures (id) on update cascade on delete cascade
      )`);
    this.addSql(`
      create table venture_entry_standings (
        submission_id uuid not null,
        event_id uuid not null,
        rank int null,
        entrants int not null,
        place smallint null,
        constraint venture_entry_standings_pkey primary key (submission_id)
      )`);
    this.addSql('create index venture_entry_standings_event_index on venture_entry_standings (event_id)');
    this.addSql(BACKFILL_VENTURE_SUMMARIES);
  }

  override down(): void {
    this.addSql('drop table if exists venture_entry_standings');
    this.addSql('drop table if exists venture_summaries');
  }
}
