import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from './migrate.js';
import { ormConfig } from './orm-config.js';

/** Opens its own short-lived connection, applies pending migrations, closes. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    return await runMigrations(orm);
  } finally {
    await orm.close(true);
  }
}
