// Production HTTP entry: configuration comes only from the environment, services already exist.
import { createHttpApp } from './common/http/create-http-app.js';
import { onShutdownSignal } from './common/shutdown.js';
import { loadConfigOrExit } from './config/load-or-exit.js';
import { migrateDatabase } from './database/migrate-database.js';

const config = await loadConfigOrExit(process.env);
if (config.migrateOnStart) await migrateDatabase(config.migrationDatabaseUrl, config.databaseUrl);
const app = await createHttpApp(config, { runWorkers: config.worker.inProcess });
await app.listen({ port: config.port, host: config.host });
onShutdownSignal(() => app.close());
console.log(`Sprintboard API listening on ${config.appUrl}`);
