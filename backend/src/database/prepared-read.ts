import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompiledQuery } from 'kysely';

/** A Kysely read not yet run: what `selectFrom(...)...` builds. */
export interface PreparableRead<Row> {
  compile(): CompiledQuery<Row>;
  execute(): Promise<Row[]>;
}

/**
 * Runs a hot read as a named prepared statement on the pool, as the session check does: each pooled
 * connection parses and plans it once, and after five runs PostgreSQL keeps one generic plan for
 * it. Only for reads whose SQL has a fixed shape (a list of ids as one array parameter, not an
 * `in` list): every distinct SQL text becomes a statement of its own on every connection.
 *
 * Inside a command it simply runs in the command's transaction, as any other read does.
 */
export async function executePrepared<Row>(
  em: EntityManager,
  label: string,
  read: PreparableRead<Row>,
): Promise<Row[]> {
  if (em.isInTransaction()) return read.execute();
  const { sql, parameters } = read.compile();
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query({ name: statementName(label, sql), text: sql, values: [...parameters] });
  return rows as Row[];
}

/**
 * Named after its text: pg refuses a name reused for another text on the same connection, and the
 * text of a read changes with its filters. Short enough for PostgreSQL's 63-byte identifiers.
 */
function statementName(label: string, sql: string): string {
  return `${label.slice(0, 40)}-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
}
