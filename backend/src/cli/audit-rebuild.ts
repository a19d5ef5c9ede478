// `npm run audit:rebuild [-- --check] [-- <projection>]`: rebuilds read models from the event store.
// With --check nothing changes: each projection is rebuilt in a rolled-back transaction and
// compared with the live table; exit 1 names any that differ.
import { EntityManager } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { ProjectionRegistry } from '../audit/projections/projection-registry.js';
import { loadConfigOrExit } from '../config/load-or-exit.js';
import { migrateDatabase } from '../database/migrate-database.js';
import { startLocalServices } from '../dev-services/local-services.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((arg) => !arg.startsWith('--'));

const services = await startLocalServices(process.env, { mail: false });
const config = await loadConfigOrExit({ LOG_LEVEL: 'warn', ...services.env }, services.stop);
// Rebuilding reads the projections' tables, so a database nobody has started yet gets them first.
const runtimeUrl = services.env.DATABASE_URL ?? '';
await migrateDatabase(services.env.MIGRATION_DATABASE_URL || runtimeUrl, runtimeUrl);
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { runWorkers: false }), {
  logger: ['error', 'warn'],
});
let exitCode = 0;
try {
  const registry = app.get(ProjectionRegistry);
  const em = app.get(EntityManager).fork();
  for (const name of only.length ? only : registry.names()) {
    if (check) {
      const result = await registry.verifyRebuild(em, name);
      const line = `${name}: ${result.liveRows} live row(s), ${result.rebuiltRows} rebuilt from events`;
      if (result.identical) console.log(`${line}: identical`);
      else {
        console.error(`${line}: DIFFERENT`);
        exitCode = 1;
      }
    } else {
      console.log(`${name}: rebuilt from ${await registry.rebuild(em, name)} event(s)`);
    }
  }
} finally {
  await app.close();
  await services.stop();
}
process.exit(exitCode);
