// `npm run db:seed [-- --applications 100000] [-- --events 10]`: development and benchmark data.
// `npm run db:seed -- --demo`: the demo a newcomer explores, written through the app's commands.
// Migrates first; refuses to run in production.
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { AppModule } from '../app.module.js';
import { loadConfigOrExit } from '../config/load-or-exit.js';
import { migrateDatabase } from '../database/migrate-database.js';
import { SEED_PASSWORD, seedApplications } from './bulk-seed/seed-applications.js';
import { type LocalServices, startLocalServices } from '../dev-services/local-services.js';
import { DemoNeedsDatabaseWithoutAdmin, describeDemo, seedDemo } from './demo/seed-demo.js';

const USAGE = 'Usage: npm run db:seed -- [--applications <n>] [--events <n>] | --demo';

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
const demo = args.includes('--demo');
if (demo && (args.includes('--applications') || args.includes('--events'))) {
  console.error(`--demo takes no other option. ${USAGE}`);
  process.exit(2);
}
const applications = option(args, 'applications', 1000);
const events = option(args, 'events', 10);

const services = await startLocalServices(process.env, { mail: false });
let exitCode: number;
try {
  const runtimeUrl = services.env.DATABASE_URL ?? '';
  // The bulk seed writes history straight into domain_events, which only the owner role may.
  const ownerUrl = services.env.MIGRATION_DATABASE_URL || runtimeUrl;
  await migrateDatabase(ownerUrl, runtimeUrl);
  exitCode = demo ? await seedTheDemo(services) : await seedInBulk(ownerUrl);
} finally {
  await services.stop();
}
process.exit(exitCode);

async function seedInBulk(ownerUrl: string): Promise<number> {
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
    return 0;
  } finally {
    await client.end();
  }
}

/** The app itself, without HTTP or workers: its emails wait in the outbox for the running app to send. */
async function seedTheDemo(local: LocalServices): Promise<number> {
  const config = await loadConfigOrExit({ LOG_LEVEL: 'warn', ...local.env }, local.stop);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { runWorkers: false }), {
    logger: ['error', 'warn'],
  });
  try {
    console.log(describeDemo(await seedDemo(app), config.appUrl));
    return 0;
  } catch (error) {
    if (!(error instanceof DemoNeedsDatabaseWithoutAdmin)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await app.close();
  }
}
