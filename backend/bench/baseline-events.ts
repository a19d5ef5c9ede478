import type { RouteHandlerMethod } from 'fastify';
import { toEventDto } from '../src/events/event.dto.js';
import { type EventRow, selectPublicEvents } from '../src/events/event.repository.js';
import { queryCompiler } from './compile-query.js';
import type { BaselineContext } from './scenarios.js';

/** The app's default PUBLIC_EVENTS_CACHE_MS: the cached baseline keeps its read as long. */
const APP_DEFAULT_CACHE_MS = 5_000;

/**
 * The public event list with the app's SQL and JSON. Cached, it keeps one read for as long as the
 * app does by default and shares it between concurrent requests, as the app's cache does; uncached,
 * it queries on every request.
 */
export function publicEventsBaseline(cached: boolean): (context: BaselineContext) => RouteHandlerMethod {
  return ({ pool }) => {
    const { sql, parameters } = selectPublicEvents(queryCompiler).compile();
    const read = async () => (await pool.query<EventRow>(sql, [...parameters])).rows.map(toEventDto);
    if (!cached) return read;
    let kept: { expiresAt: number; events: ReturnType<typeof read> } | undefined;
    return () => {
      const now = Date.now();
      if (!kept || kept.expiresAt <= now) kept = { expiresAt: now + APP_DEFAULT_CACHE_MS, events: read() };
      return kept.events;
    };
  };
}
