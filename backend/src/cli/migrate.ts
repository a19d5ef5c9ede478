// `npm run db:migrate`: applies pending migrations as MIGRATION_DATABASE_URL's owner role and grants
// DATABASE_URL's runtime role its rights (to the embedded database when DATABASE_URL is unset).
import { migrateDatabase } from '../database/migrate-database.js';
import { startLocalServices } from '../dev-services/local-services.js';

const services = await startLocalServices(process.env, { mail: false });
try {
  const runtimeUrl = services.env.DATABASE_URL ?? '';
  const applied = await migrateDatabase(services.env.MIGRATION_DATABASE_URL || runtimeUrl, runtimeUrl);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.',
  );
} finally {
  await services.stop();
}
