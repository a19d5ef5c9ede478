import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from './migrate.js';
import { ormConfig } from './orm-config.js';
import { grantRuntimeAccess, roleOf } from './roles/runtime-grants.js';

/**
 * Opens its own short-lived connection as the schema's owner (`migrationUrl`), applies pending
 * migrations, grants the runtime role of `runtimeUrl` what the app needs, closes. The same role in
 * both URLs is a single-role install: nothing to grant.
 */
export async function migrateDatabase(migrationUrl: string, runtimeUrl: string = migrationUrl): Promise<string[]> {
  // Migrations are SQL of their own: they need no entity mapped.
  const orm = await MikroORM.init({ ...ormConfig(migrationUrl), discovery: { warnWhenNoEntities: false } });
  try {
    const applied = await runMigrations(orm);
    const runtimeRole = roleOf(runtimeUrl);
    if (runtimeRole !== roleOf(migrationUrl)) await grantRuntimeAccess(orm, runtimeRole);
    return applied;
  } finally {
    await orm.close(true);
  }
}
