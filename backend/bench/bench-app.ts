import { randomBytes } from 'node:crypto';
import type { Cleanup } from './cleanup.js';
import { deleteQueueKeys } from './queue-keys.js';
import type { ServerProcess } from './server-process.js';
import { type AppServices, randomSecret, spawnApp } from './servers.js';
import type { BenchServers } from './settings.js';
import { ThrowawayDatabase } from './throwaway-database.js';

export interface BenchApp {
  database: ThrowawayDatabase;
  /** What the app runs on, for a second instance or for signing callers' tokens. */
  services: AppServices;
  app: ServerProcess;
}

/**
 * The production build on a throwaway database and a queue prefix of its own (`<name>-<random>`),
 * once it answers health (so it has migrated). Each undo step is registered in `cleanup` before
 * its resource exists, so an interruption in between leaks nothing.
 */
export async function startBenchApp(cleanup: Cleanup, servers: BenchServers, name: string): Promise<BenchApp> {
  const database = new ThrowawayDatabase(servers.databaseServerUrl);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  await database.create();
  const queuePrefix = `${name}-${randomBytes(4).toString('hex')}`;
  cleanup.add(`delete Redis keys ${queuePrefix}:*`, () => deleteQueueKeys(servers.redisUrl, queuePrefix));

  const services = {
    databaseUrl: database.url,
    redisUrl: servers.redisUrl,
    queuePrefix,
    jwtAccessSecret: randomSecret(),
  };
  const app = await spawnApp(services);
  cleanup.add('stop app', () => app.stop());
  console.error(`Starting the app (database ${database.name})...`);
  await app.waitUntilAnswering('/api/health');
  return { database, services, app };
}
