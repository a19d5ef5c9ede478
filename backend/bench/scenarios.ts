import type { HTTPMethods, RouteHandlerMethod } from 'fastify';
import type pg from 'pg';
import { type EventRow, PUBLIC_EVENTS_SQL, toEventDto } from '../src/events/queries/event-queries.js';
import { seedPublicEvents } from './seed-events.js';

/** What a baseline route may use: a plain pg pool on the same database as the app. */
export interface BaselineContext {
  pool: pg.Pool;
}

/**
 * One request shape, measured against the real app and against a bare Fastify route that answers
 * the same thing with the least possible work: the ratio between the two is the app's overhead.
 */
export interface Scenario {
  /** Short, URL-safe: names the table rows and the baseline route. */
  id: string;
  method: HTTPMethods;
  appPath: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Puts the data the scenario reads into the (migrated) database before measuring. */
  seed?: (client: pg.Client) => Promise<void>;
  baseline: (context: BaselineContext) => RouteHandlerMethod;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'health',
    method: 'GET',
    appPath: '/api/health',
    baseline: () => () => ({ status: 'ok', database: 'up', redis: 'up' }),
  },
  {
    // The same SQL and the same JSON as the app, without Nest, the ORM, the guard or the hooks.
    id: 'events',
    method: 'GET',
    appPath: '/api/events',
    seed: (client) => seedPublicEvents(client, 50),
    baseline:
      ({ pool }) =>
      async () => {
        const { rows } = await pool.query<EventRow>(PUBLIC_EVENTS_SQL);
        return rows.map(toEventDto);
      },
  },
];

export function baselinePathOf(scenario: Scenario): string {
  return `/${scenario.id}`;
}
