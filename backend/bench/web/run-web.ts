// `npm run bench:web`: Lighthouse (mobile preset) on the production build, on a throwaway database.
import { startBenchApp } from '../bench-app.js';
import { Cleanup } from '../cleanup.js';
import { readBenchServers } from '../settings.js';
import { BUDGETS, type PageKind, medianRun, type PageFigures } from './budgets.js';
import { measurePage, type PreparedStorage } from './lighthouse-page.js';
import { allPass, formatWebReport, type PageResult } from './report-web.js';
import { seedWeb } from './seed-web.js';
import { signedInStorage } from './signed-in-storage.js';

const cleanup = new Cleanup();
cleanup.runOnSignals();

const runs = Number(process.env.BENCH_WEB_RUNS || 3);

try {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_WEB_RUNS must be a whole number >= 1 (got ${runs})`);
  const results = await benchmarkPages();
  const cleanedUp = await cleanup.runAll();
  console.log(formatWebReport(results));
  if (!allPass(results) || !cleanedUp) process.exitCode = 1;
} catch (error) {
  await cleanup.runAll();
  if (!cleanup.interrupted) {
    console.error('Web benchmark failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

async function benchmarkPages(): Promise<PageResult[]> {
  const { database, app } = await startBenchApp(cleanup, readBenchServers(process.env), 'sprintboard-bench-web');

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
