import type { RouteHandlerMethod } from 'fastify';
import { sortParts } from '../src/common/http/table-sort.js';
import type { PortfolioFilter, PortfolioSort } from '../src/ventures/queries/list-portfolio/portfolio-rows.js';
import { pageOf, portfolioPageQuery } from '../src/ventures/read-model/venture-summary.repository.js';
import type { VentureStage } from '../src/ventures/venture-rules.js';
import { queryCompiler } from './compile-query.js';
import type { BaselineContext } from './scenarios.js';

/** The portfolio requests both sides get in turn: a filter or two each, sorted by every kind of column, pages 1 to 5. */
export function portfolioQueries(cohortEventIds: readonly string[]): string[] {
  const [first, second, third, last] = cohortEventIds;
  return [
    `eventId=${second}&sort=last_activity_desc&page=1&pageSize=50`,
    'stage=pilot&sort=best_place_asc&page=1&pageSize=50',
    `eventId=${last}&stage=funded&verifiedOnly=true&sort=funding_desc&page=2&pageSize=50`,
    'track=startup&sort=venture_asc&page=3&pageSize=50',
    'overdue=true&sort=checkin_desc&page=1&pageSize=50',
    `eventId=${first}&sort=stage_desc&page=5&pageSize=50`,
    'search=Venture%201&sort=design_partners_desc&page=1&pageSize=50',
    `eventId=${third}&stage=revenue&sort=cohorts_desc&page=1&pageSize=50`,
  ];
}

/** The query string as the app's DTO reads it (only what portfolioQueries sends). */
function parsed(query: Record<string, string | undefined>) {
  const filter: PortfolioFilter = {
    eventId: query.eventId,
    stage: query.stage as VentureStage | undefined,
    verifiedOnly: query.verifiedOnly === 'true',
    track: query.track,
    overdue: query.overdue === 'true',
    search: query.search,
  };
  const page = Number(query.page ?? 1);
  const size = Number(query.pageSize ?? 50);
  return { filter, sort: sortParts((query.sort ?? 'last_activity_desc') as PortfolioSort), page, size };
}

/**
 * The bare read of the same page: the app's own page statement (portfolioPageQuery, compiled: the
 * page's rows, their sprints' titles and the total) on a plain pg pool, as JSON, without the guard,
 * Nest, validation, the ORM or the mapping.
 */
export function portfolioBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request) => {
    const { filter, sort, page, size } = parsed(request.query as Record<string, string | undefined>);
    const compiled = portfolioPageQuery(queryCompiler, filter, sort, new Date(), {
      limit: size,
      offset: (page - 1) * size,
    }).compile();
    const { rows, total } = pageOf((await pool.query(compiled.sql, [...compiled.parameters])).rows);
    return { items: rows, total };
  };
}

/**
 * The bare query of the venture page's rows: the venture, its entries (with their snapshots, their
 * sprints' titles and recorded standings), its milestones, its check-ins (with their sprints'
 * titles), its team with their names and the members removed, side by side, as JSON.
 */
export function venturePageBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request) => {
    const { ventureId } = request.query as { ventureId: string };
    const [venture, entries, milestones, checkins, team, removed] = await Promise.all([
      pool.query('select id, name, pitch, is_public, founded_event_id, merged_into_id from ventures where id = $1', [
        ventureId,
      ]),
      pool.query(
        `select s.id, s.project_id, s.event_id, e.title as sprint_title, s.track, s.late, s.submitted_at, s.snapshot,
           st.rank, st.entrants, st.place
         from project_submissions s join events e on e.id = s.event_id
         left join venture_entry_standings st on st.submission_id = s.id
         where s.venture_id = $1 order by s.submitted_at, s.id`,
        [ventureId],
      ),
      pool.query(
        `select id, type, occurred_on, figures, link, description, checkin_id, created_at, verified_at, verification_note
         from venture_milestones where venture_id = $1 order by occurred_on desc, created_at desc, id`,
        [ventureId],
      ),
      pool.query(
        `select c.id, c.event_id, e.title as sprint_title, c.offset_days, c.due_at, c.state, c.asked_at, c.answered_at
         from venture_checkins c join events e on e.id = c.event_id where c.venture_id = $1 order by c.due_at, c.id`,
        [ventureId],
      ),
      pool.query(
        `select distinct m.user_id, m.role, p.name from project_submissions s
         join project_members m on m.project_id = s.project_id left join profiles p on p.user_id = m.user_id
         where s.venture_id = $1`,
        [ventureId],
      ),
      pool.query('select user_id from venture_member_removals where venture_id = $1', [ventureId]),
    ]);
    return {
      venture: venture.rows[0],
      entries: entries.rows,
      milestones: milestones.rows,
      checkins: checkins.rows,
      team: team.rows,
      removed: removed.rows,
    };
  };
}
