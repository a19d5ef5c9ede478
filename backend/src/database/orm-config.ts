import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { DatabaseTimeouts } from '../config/app-config.js';
import { AppendDomainEvent } from './append-domain-event.routine.js';
import { MultiStatementClient } from './multi-statement-client.js';

const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

export const POOL_ACQUIRE_TIMEOUT_MS = 5000;

export interface OrmOptions {
  /**
   * What the ORM maps: the app's whole list (APP_ENTITIES) where the ORM opens without the app;
   * none in the app, whose modules register their own, or where only migrations run.
   */
  entities?: Options['entities'];
  /** Bound the app's connections; migrations and CLI checks run without them. */
  timeouts?: DatabaseTimeouts;
}

export function ormConfig(databaseUrl: string, { entities = [], timeouts }: OrmOptions = {}) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    routines: [AppendDomainEvent],
    extensions: [Migrator],
    // Without this the migrator under jest or swc-node would pick up stale compiled migrations.
    preferTs: import.meta.filename.endsWith('.ts'),
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).{js,ts}',
      // No snapshot file: `migration:create` compares the entities with the migrated database itself,
      // which also knows the append function (a snapshot keeps no routines).
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
    pool: { min: 0, max: 10 },
    // connectionTimeoutMillis also bounds the wait for a free pooled connection: a request fails
    // after it rather than queueing forever behind a stalled pool.
    driverOptions: {
      Client: MultiStatementClient,
      connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS,
      ...(timeouts && sessionBounds(timeouts)),
    },
    allowGlobalContext: false,
  });
}

/** pg sends these as startup parameters, so they hold from a connection's first statement. */
function sessionBounds(timeouts: DatabaseTimeouts) {
  return {
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
  };
}
