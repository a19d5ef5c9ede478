import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';

type State = 'not begun' | 'open' | 'ended';

/**
 * One database transaction on one pinned connection whose BEGIN travels with its first statement
 * and whose COMMIT can travel with its last, as pgjdbc and Npgsql send BEGIN: two round trips fewer
 * per command. MikroORM runs the handlers' SQL through it as their transaction context, which only
 * ever calls `executeQuery`.
 *
 * Both rely on PostgreSQL's simple query protocol: statements of one message run in order, and
 * the first that fails stops the rest. MikroORM inlines parameters, so its queries qualify.
 */
export class PinnedTransaction {
  private state: State = 'not begun';

  constructor(private readonly connection: Kysely<unknown>) {}

  async executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    if (this.state === 'ended') throw new Error('This transaction has ended');
    if (this.state === 'not begun') {
      this.state = 'open';
      if (query.parameters.length === 0) return this.run(`begin; ${query.sql}`);
      await this.run('begin');
    }
    return this.connection.executeQuery(query);
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
