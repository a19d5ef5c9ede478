import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '../src/database/database.js';

/**
 * A Kysely that only compiles: the baseline runs the app's own queries (built by its repositories)
 * as SQL text on a plain pg pool, so both sides send the database the same statement.
 */
export const queryCompiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
