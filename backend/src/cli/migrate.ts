// `npm run db:migrate`: applies pending migrations (to the embedded database when DATABASE_URL is unset).
import { migrateDatabase } from '../database/migrate-database.js';
import { startLocalServices } from '../dev-services/local-services.js';

const services = await startLocalServices(process.env, { mail: false });
try {
  const applied = await migrateDatabase(services.env.DATABASE_URL ?? '');
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.',
  );
} finally {
  await services.stop();
}
