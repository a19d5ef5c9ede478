// `npm run bench:web`: Lighthouse (mobile preset) on the production build, on a throwaway database.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:os';
import { Cleanup } from '../cleanup.js';
import { deleteQueueKeys } from '../queue-keys.js';
import { randomSecret, spawnApp } from '../servers.js';
import { ThrowawayDatabase } from '../throwaway-database.js';
import { BUDGETS, type PageKind, medianRun, type PageFigures } from './budgets.js';
import { measurePage, type PreparedStorage } from './lighthouse-page.js';
import { allPass, formatWebReport, type PageResult } from './report-web.js';
import { seedWeb } from './seed-web.js';
import { signedInStorage } from './signed-in-storage.js';

const cleanup = new Cleanup();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up...`);
    void cleanup.runAll().then(() => process.exit(128 + constants.signals[signal]));
  });
}

const env = process.env;
const runs = Number(env.BENCH_WEB_RUNS || 3);
const databaseServerUrl = env.BENCH_DATABASE_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

try {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_WEB_RUNS must be a whole number >= 1 (got ${runs})`);
  const results = await benchmarkPages();
  const cleanedUp = await cleanup.runAll();
  console.log(formatWebReport(results));
  if (!allPass(results) || !cleanedUp) process.exitCode = 1;
} catch (error) {
  await cleanup.runAll();
  if (!interrupted) {
    console.error('Web benchmark failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

async function benchmarkPages(): Promise<PageResult[]> {
  const database = new ThrowawayDatabase(databaseServerUrl);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  await database.create();
  const queuePrefix = `sprintboard-bench-web-${randomBytes(4).toString('hex')}`;
  cleanup.add(`delete Redis keys ${queuePrefix}:*`, () => deleteQueueKeys(redisUrl, queuePrefix));
  const app = await spawnApp({ databaseUrl: database.url, redisUrl, queuePrefix, jwtAccessSecret: randomSecret() });
  cleanup.add('stop app', () => app.stop());
  console.error(`Starting the app (database ${database.name})...`);
  await app.waitUntilAnswering('/api/health');

  let seed: Awaited<ReturnType<typeof seedWeb>> | undefined;
  await database.withClient(async (client) => {
    seed = await seedWeb(client);
  });
  if (!seed) throw new Error('Seeding failed');
  const admin = await signedInStorage(app.baseUrl, seed.admin);

  const pages: { path: string; kind: PageKind; storage?: PreparedStorage }[] = [
    { path: '/', kind: 'landing' },
    { path: '/events', kind: 'event' },
    { path: `/events/${seed.eventId}`, kind: 'event' },
    { path: '/admin', kind: 'admin', storage: admin },
  ];
  const results: PageResult[] = [];
  for (const { path, kind, storage } of pages) {
    const figures: PageFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const measured = await measurePage(`${app.baseUrl}${path}`, storage);
      console.error(
        `${path}: run ${run}/${runs}: performance ${measured.performanceScore}, ` +
          `LCP ${Math.round(measured.lcpMs)} ms, JS ${Math.round(measured.jsWireBytes / 1024)} KB on the wire`,
      );
      figures.push(measured);
    }
    results.push({ path, budget: BUDGETS[kind], runs: figures, median: medianRun(figures) });
  }
  return results;
}
