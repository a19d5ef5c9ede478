// `npm run db:seed [-- --applications 100000] [-- --events 10]`: development and benchmark data.
// Migrates first; refuses to run in production.
import pg from 'pg';
import { migrateDatabase } from '../database/migrate-database.js';
import { SEED_PASSWORD, seedApplications } from '../database/seed/seed-applications.js';
import { startLocalServices } from '../dev-services/local-services.js';

const USAGE = 'Usage: npm run db:seed -- [--applications <n>] [--events <n>]';

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number >= 1 (got "${args[at + 1] ?? ''}"). ${USAGE}`);
    process.exit(2);
  }
  return value;
}

if (process.env.NODE_ENV === 'production') {
  console.error('db:seed refuses to run with NODE_ENV=production: it writes made-up people and history.');
  process.exit(1);
}
const args = process.argv.slice(2);
const applications = option(args, 'applications', 1000);
const events = option(args, 'events', 10);

const services = await startLocalServices(process.env, { mail: false });
try {
  const runtimeUrl = services.env.DATABASE_URL ?? '';
  // The seed writes history straight into domain_events, which only the owner role may.
  const ownerUrl = services.env.MIGRATION_DATABASE_URL || runtimeUrl;
  await migrateDatabase(ownerUrl, runtimeUrl);
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const started = performance.now();
    const summary = await seedApplications(client, { applications, events });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.applications} application(s) over ${summary.eventIds.length} event(s), ` +
        `${summary.users} user(s) and ${summary.domainEvents} audit event(s) in ${seconds} s.\n` +
        `Admin: ${summary.adminEmail} / ${SEED_PASSWORD} (every seeded account has this password).`,
    );
  } finally {
    await client.end();
  }
} finally {
  await services.stop();
}
