// `npm run db:schema-diff`: migrates a throwaway database and prints what the entities would still
// change in it (nothing, when entities and migrations agree); exit 1 when there is a difference.
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { APP_ENTITIES } from '../app-entities.js';
import { runMigrations } from '../database/migrate.js';
import { ormConfig } from '../database/orm-config.js';
import { schemaDiff } from '../database/schema-diff.js';

const server = process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sb_schema_diff_${randomBytes(4).toString('hex')}`;
const url = new URL(server);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const orm = await MikroORM.init(ormConfig(url.toString(), { entities: APP_ENTITIES }));
  try {
    await runMigrations(orm);
    const diff = await schemaDiff(orm);
    console.log(diff ? `The entities differ from the migrated schema:\n${diff}` : 'Entities and migrations agree.');
    process.exitCode = diff ? 1 : 0;
  } finally {
    await orm.close(true);
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
