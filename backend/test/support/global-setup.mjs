// Runs outside Jest's module system, so it stays plain JS and migrates through the real CLI.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One migrated template database per run; every test file copies it (fast) into its own. */
export default async function globalSetup() {
  process.env.SPRINTBOARD_TEST_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `sbtest_${process.env.SPRINTBOARD_TEST_RUN_ID}_template`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${template}`);
  await client.end();

  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/cli/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: url.toString(), NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
