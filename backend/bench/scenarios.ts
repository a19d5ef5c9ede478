import type { HTTPMethods, RouteHandlerMethod } from 'fastify';

/**
 * One request shape, measured against the real app and against a bare Fastify route that answers
 * the same thing for free: the ratio between the two is the cost of the framework and the work.
 */
export interface Scenario {
  /** Short, URL-safe: names the table rows and the baseline route. */
  id: string;
  method: HTTPMethods;
  appPath: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  baseline: RouteHandlerMethod;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'health',
    method: 'GET',
    appPath: '/api/health',
    baseline: () => ({ status: 'ok', database: 'up', redis: 'up' }),
  },
];

export function baselinePathOf(scenario: Scenario): string {
  return `/${scenario.id}`;
}
