import pg from 'pg';

type Result = pg.QueryResult<Record<string, unknown>>;

const TRANSACTION_CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);

/**
 * A pg client whose multi-statement queries answer like single ones. pg answers those with an
 * array of results, which Kysely (under MikroORM) reads as "no rows". Here the transaction control
 * statements riding along (see PinnedTransaction) drop out, and what remains is merged: the rows of
 * every statement in order, with the last statement's command and row count.
 */
export class MultiStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const answer = (super.query as (...forwarded: unknown[]) => unknown)(...args);
    if (!(answer instanceof Promise)) return answer as never;
    return answer.then((result: Result | Result[]) => (Array.isArray(result) ? merge(result) : result)) as never;
  }
}

function merge(results: Result[]): Result {
  const statements = results.filter(({ command }) => !TRANSACTION_CONTROL.has(command));
  const last = statements.at(-1) ?? results[results.length - 1];
  return { ...last, rows: statements.flatMap(({ rows }) => rows ?? []) };
}
