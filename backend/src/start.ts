// `npm start`: the complete app on one port (API, built frontend, email worker), with whatever
// local services a bare development machine lacks.
import { join } from 'node:path';
import { createHttpApp } from './common/http/create-http-app.js';
import { onShutdownSignal } from './common/shutdown.js';
import { loadConfigOrExit } from './config/load-or-exit.js';
import { migrateDatabase } from './database/migrate-database.js';
import { REPO_ROOT } from './dev-services/data-dir.js';
import { startLocalServices } from './dev-services/local-services.js';

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

  const lines = [
    `Sprintboard is running`,
    `  App:        ${config.appUrl}`,
    `  API docs:   ${config.appUrl}/api/docs`,
    `  Mail inbox: ${config.mailInboxUrl ?? `(SMTP_URL is set: mail goes to ${new URL(config.smtpUrl).host})`}`,
  ];
  if (services.started.length) lines.push(`  Started:    ${services.started.map((s) => s.name).join(', ')}`);
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error);
  await services.stop();
  process.exit(1);
}
