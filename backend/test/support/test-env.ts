import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runtimeGrants } from '../../src/database/roles/runtime-grants.js';

/** Settings of the integration run, fixed by global-setup and read by every test file. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function runId(): string {
  const id = process.env.SPRINTBOARD_TEST_RUN_ID;
  if (!id) throw new Error('SPRINTBOARD_TEST_RUN_ID is not set: run integration tests through `npm run test:int`');
  return id;
}

export function templateDatabaseName(): string {
  return `sbtest_${runId()}_template`;
}

/**
 * The two roles of the two-role setup (see database/roles/): fixed names, created if missing by
 * global-setup, because roles are cluster-wide and several runs share the server. Every test app
 * runs as the runtime role, so the suite shows the app needs no owner rights.
 */
export const TEST_OWNER_ROLE = 'sprintboard_owner';
export const TEST_APP_ROLE = 'sprintboard_app';

/** The server's URL for database `name`, signed in as `role` (the server's superuser if not given). */
export function databaseUrl(name: string, role?: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  if (role) {
    url.username = role;
    url.password = '';
  }
  return url.toString();
}

/** The same database as `url`, as its owner role (migrations, seeding) or as the superuser (tampering). */
export function asOwner(url: string): string {
  return databaseUrl(databaseNameOf(url), TEST_OWNER_ROLE);
}
export function asSuperuser(url: string): string {
  return databaseUrl(databaseNameOf(url));
}
function databaseNameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

export async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, fully migrated database of its own (a copy of the run's template): its URL, as the runtime role. */
export async function createTestDatabase(): Promise<string> {
  const name = `sbtest_${runId()}_${randomBytes(5).toString('hex')}`;
  await withServer((client) =>
    client.query(`create database ${name} owner ${TEST_OWNER_ROLE} template ${templateDatabaseName()}`),
  );
  return databaseUrl(name, TEST_APP_ROLE);
}

/**
 * Runs `sql` as the owner role (a test's own fixture tables, say), then grants the runtime role its
 * usual rights again, as a migration run would, so the app under test can use what was made.
 */
export async function asOwnerRun(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: asOwner(url) });
  await client.connect();
  try {
    await client.query(sql);
    await client.query(runtimeGrants(TEST_APP_ROLE).join(';\n'));
  } finally {
    await client.end();
  }
}
