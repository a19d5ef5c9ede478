import type { RouteHandlerMethod } from 'fastify';
import { queryCompiler } from './compile-query.js';
import type { BaselineContext } from './scenarios.js';

/** Issue 17: the Analytics tab's data, for one event and for All Events, over 100,000 applications: p95 under 300 ms (10 connections). */
export const ANALYTICS_P95_TARGET_MS = 300;

/**
 * The bare count of the applications the tab reads, per role (one event, or every event without
 * `eventId`), through the same indexes, answered as JSON: the ratio is what the tab's other
 * aggregates (per day, decision lag percentiles, teams, submissions, judging) cost on top.
 */
export function analyticsBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request) => {
    const { eventId } = request.query as { eventId?: string };
    const { sql, parameters } = queryCompiler
      .selectFrom('applications')
      .select((eb) => ['role', eb.fn.countAll().as('count')])
      .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
      .groupBy('role')
      .compile();
    const { rows } = await pool.query(sql, [...parameters]);
    return rows;
  };
}
