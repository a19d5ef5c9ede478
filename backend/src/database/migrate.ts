import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies every pending migration; returns the names applied. */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
