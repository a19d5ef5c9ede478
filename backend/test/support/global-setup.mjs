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

  // As in production: migrations run as the owner role, the app (every test's) as the runtime role.
  // The role names are fixed (roles are cluster-wide; test-env.ts has them too) and created if missing.
  const as = (role) => {
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    if (role) url.username = role;
    return url.toString();
  };
  const roles = {
    DATABASE_ADMIN_URL: as(undefined),
    MIGRATION_DATABASE_URL: as('sprintboard_owner'),
    DATABASE_URL: as('sprintboard_app'),
  };
  for (const cli of ['src/cli/setup-database-roles.ts', 'src/cli/migrate.ts']) {
    execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', cli], {
      env: { ...process.env, ...roles, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
