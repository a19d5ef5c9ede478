import pgUtils from 'pg/lib/utils.js';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

type State = 'not begun' | 'open' | 'ended';

/**
 * One database transaction on one pinned connection whose BEGIN travels with its first statement
 * and whose COMMIT can travel with its last, as pgjdbc and Npgsql send BEGIN: two round trips fewer
 * per command.
 *
 * Both rely on PostgreSQL's simple query protocol: statements of one message run in order, and
 * the first that fails stops the rest. MikroORM inlines parameters, so its queries qualify.
 */
export class PinnedTransaction {
  private state: State = 'not begun';
  /**
   * What MikroORM gets as the command's transaction context: `em.execute`, the unit of work's flush
   * and `em.getKysely()` (which hands out this very instance) all run their SQL through it.
   */
  readonly kysely: Kysely<unknown>;

  constructor(private readonly connection: Kysely<unknown>) {
    const pinned: DatabaseConnection = {
      executeQuery: (query) => this.executeQuery(query),
      streamQuery: () => {
        throw new Error('Streaming is not available inside a command');
      },
    };
    const driver: Driver = {
      init: () => Promise.resolve(),
      acquireConnection: () => Promise.resolve(pinned),
      beginTransaction: notHere,
      commitTransaction: notHere,
      rollbackTransaction: notHere,
      releaseConnection: () => Promise.resolve(),
      destroy: () => Promise.resolve(),
    };
    this.kysely = new Kysely<unknown>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.state === 'ended') throw new Error('This transaction has ended');
    if (this.state === 'not begun') {
      this.state = 'open';
      return this.run(`begin; ${withInlineParameters(query)}`);
    }
    return this.connection.executeQuery<R>(query);
  }

  /** Ends the transaction; the statement before it was already sent with its COMMIT (see EventStore). */
  committedInPlace(): void {
    this.state = 'ended';
  }

  async commit(): Promise<void> {
    if (this.state === 'open') await this.run('commit');
    this.state = 'ended';
  }

  /** Safe in any state: after a failed message PostgreSQL may already have ended the transaction. */
  async rollback(): Promise<void> {
    const begun = this.state !== 'not begun';
    this.state = 'ended';
    if (begun) await this.run('rollback');
  }

  private run<R>(sql: string): Promise<QueryResult<R>> {
    return this.connection.executeQuery(CompiledQuery.raw(sql));
  }
}

/**
 * A statement that rides in one message with BEGIN goes by the simple query protocol, which takes
 * no parameters: each `$n` becomes the literal pg would have sent for it (an untyped literal, typed
 * by its context just like an untyped parameter). Kysely writes every value as a parameter, so
 * `$n` in its SQL text is always a placeholder.
 */
function withInlineParameters({ sql, parameters }: CompiledQuery): string {
  if (parameters.length === 0) return sql;
  return sql.replace(/\$(\d+)/g, (placeholder, index: string) => {
    const value = pgUtils.prepareValue(parameters[Number(index) - 1]);
    if (value === null) return 'null';
    if (typeof value !== 'string') throw new Error(`Cannot inline ${placeholder}: binary parameters are not supported`);
    return pgUtils.escapeLiteral(value);
  });
}

function notHere(): never {
  throw new Error('A command runs in one transaction: it cannot open, commit or roll back another');
}
