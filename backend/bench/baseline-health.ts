import type { RouteHandlerMethod } from 'fastify';
import type { BaselineContext } from './scenarios.js';

/**
 * What the app's GET /api/health does, bare: `select 1` on PostgreSQL and PING on Redis side by
 * side, 200 when both answer, 503 naming what is down.
 */
export function healthBaseline({ pool, redis }: BaselineContext): RouteHandlerMethod {
  const state = (probe: Promise<unknown>) =>
    probe.then(
      () => 'up' as const,
      () => 'down' as const,
    );
  return async (_request, reply) => {
    const [database, cache] = await Promise.all([state(pool.query('select 1 as up')), state(redis.ping())]);
    const ok = database === 'up' && cache === 'up';
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', database, redis: cache };
  };
}
