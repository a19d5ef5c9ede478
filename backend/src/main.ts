// Production HTTP entry: configuration comes only from the environment, services already exist.
import { createHttpApp } from './http-app.js';
import { onShutdownSignal } from './common/shutdown.js';
import { loadConfigOrExit } from './config/load-or-exit.js';
import { migrateDatabase } from './database/migrate-database.js';
import { roleOf } from './database/roles/runtime-grants.js';

const config = await loadConfigOrExit(process.env);
if (config.nodeEnv === 'production' && roleOf(config.migrationDatabaseUrl) === roleOf(config.databaseUrl)) {
  console.warn(
    "DATABASE_URL names the role that owns the schema: the app could switch off the audit trail's guards. " +
      'Set MIGRATION_DATABASE_URL to the owner role and DATABASE_URL to a runtime role (docs/operations.md, "Database roles").',
  );
}
if (config.migrateOnStart) await migrateDatabase(config.migrationDatabaseUrl, config.databaseUrl);
const app = await createHttpApp(config, { runWorkers: config.worker.inProcess });
await app.listen({ port: config.port, host: config.host });
onShutdownSignal(() => app.close());
console.log(`Sprintboard API listening on ${config.appUrl}`);
