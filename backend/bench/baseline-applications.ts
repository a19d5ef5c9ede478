import type { RouteHandlerMethod } from 'fastify';
import type { CompiledQuery, Expression } from 'kysely';
import { type ApplicationNames, toApplicationDto } from '../src/applications/application-views.js';
import {
  adminPageQuery,
  type ApplicationFilters,
  type ApplicationRow,
  type ApplicationSort,
} from '../src/applications/application.repository.js';
import { queryCompiler } from './compile-query.js';
import type { BaselineContext } from './scenarios.js';

type PageRow = ApplicationRow & { total: string };

/** The app's admin page query, compiled to SQL and parameters for a plain pg client. */
export function adminApplicationsSql(
  filters: ApplicationFilters,
  sort: ApplicationSort,
  page: number,
  size: number,
): CompiledQuery {
  return adminPageQuery(queryCompiler, filters, sort, page, size).compile();
}

/**
 * The event titles and applicants of a page, one query each as the app's EventCatalog.titles and
 * UserDirectory.people write them (mirrored here: the baseline has no EntityManager to run theirs).
 * The app runs these and the page as named prepared statements; the baseline sends them unnamed, as
 * a bare pg route would.
 */
function namesSql(rows: readonly ApplicationRow[]): { titles: CompiledQuery; people: CompiledQuery } {
  const eventIds = [...new Set(rows.map((row) => row.event_id))];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  return {
    titles: queryCompiler
      .selectFrom('events')
      .select(['id', 'title'])
      .where((eb) => eb('id', '=', eb.fn.any(eb.val(eventIds))))
      .compile(),
    people: queryCompiler
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => {
        const blankToNull = (text: Expression<string | null>) => eb.fn<string | null>('nullif', [text, eb.val('')]);
        const fullName = eb.fn<string>('concat_ws', [eb.val(' '), 'p.first_name', 'p.last_name']);
        return [
          'u.id',
          'u.email',
          'p.name',
          eb.fn
            .coalesce(
              blankToNull(eb.fn<string>('trim', ['p.name'])),
              blankToNull(eb.fn<string>('trim', [fullName])),
              'u.email',
            )
            .as('displayName'),
        ];
      })
      .where((eb) => eb('u.id', '=', eb.fn.any(eb.val(userIds))))
      .compile(),
  };
}

/** The admin list with the app's SQL: the page, then titles and people in parallel; no session check. */
export function listApplicationsBaseline({ pool }: BaselineContext): RouteHandlerMethod {
  return async (request) => {
    const { eventId, page } = request.query as { eventId: string; page: string };
    const { sql, parameters } = adminApplicationsSql({ eventId }, 'applied_desc', Number(page), 50);
    const { rows } = await pool.query<PageRow>(sql, [...parameters]);
    if (rows.length === 0) return { items: [], total: 0 };
    const queries = namesSql(rows);
    const [titles, people] = await Promise.all([
      pool.query<{ id: string; title: string }>(queries.titles.sql, [...queries.titles.parameters]),
      pool.query<{ id: string; email: string; name: string | null }>(queries.people.sql, [
        ...queries.people.parameters,
      ]),
    ]);
    const names: ApplicationNames = {
      titles: new Map(titles.rows.map(({ id, title }) => [id, title])),
      people: new Map(people.rows.map((person) => [person.id, person])),
    };
    return { items: rows.flatMap((row) => toApplicationDto(row, names) ?? []), total: Number(rows[0].total) };
  };
}
