// `npm start`: the complete app on one port (API, built frontend, email worker), with whatever
// local services a bare development machine lacks.
import { join } from 'node:path';
import { createHttpApp } from './http-app.js';
import { onShutdownSignal } from './common/shutdown.js';
import { loadConfigOrExit } from './config/load-or-exit.js';
import { migrateDatabase } from './database/migrate-database.js';
import { REPO_ROOT } from './dev-services/data-dir.js';
import { startLocalServices } from './dev-services/local-services.js';
import { startBanner } from './dev-services/start-banner.js';

const services = await startLocalServices(process.env);
const config = await loadConfigOrExit(
  { FRONTEND_DIST: join(REPO_ROOT, 'frontend', 'dist'), ...services.env },
  services.stop,
);

try {
  if (config.migrateOnStart) await migrateDatabase(config.migrationDatabaseUrl, config.databaseUrl);
  const app = await createHttpApp(config, { runWorkers: config.worker.inProcess });
  await app.listen({ port: config.port, host: config.host });
  onShutdownSignal(async () => {
    await app.close();
    await services.stop();
  });

  const started = services.started.map((service) => service.name);
  console.log(startBanner(config, started));
} catch (error) {
  console.error(error);
  await services.stop();
  process.exit(1);
}
