import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

export function databaseUrl(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
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

/** A fresh, fully migrated database of its own (a copy of the run's template): its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `sbtest_${runId()}_${randomBytes(5).toString('hex')}`;
  await withServer((client) => client.query(`create database ${name} template ${templateDatabaseName()}`));
  return databaseUrl(name);
}
