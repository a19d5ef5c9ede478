import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cleanup } from './cleanup.js';
import { CountingSmtpSink } from './email-sink.js';
import { migrateDatabase } from './migrate-database.js';
import { deleteQueueKeys } from './queue-keys.js';
import { ServerProcess } from './server-process.js';
import { randomSecret } from './servers.js';
import { type BenchSettings, readBenchSettings } from './settings.js';
import { ThrowawayDatabase } from './throwaway-database.js';

const BACKEND_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The built worker; another build (an older version, say) can be measured with the same scenario. */
export const WORKER_ENTRY = resolve(process.env.BENCH_WORKER_ENTRY ?? join(BACKEND_DIR, 'dist', 'src', 'worker.js'));

/** A migrated throwaway database for a worker scenario (`bench:email`, `bench:checkins`), dropped by `cleanup`. */
export async function workerBenchDatabase(
  cleanup: Cleanup,
): Promise<{ settings: BenchSettings; database: ThrowawayDatabase }> {
  const settings = readBenchSettings(process.env);
  const database = new ThrowawayDatabase(settings.databaseServerUrl);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  await database.create();
  migrateDatabase(BACKEND_DIR, database.url);
  return { settings, database };
}

export interface BenchWorker {
  worker: ServerProcess;
  sink: CountingSmtpSink;
  /** When the worker said it was running (0 until then). */
  readyAt: () => number;
}

/**
 * One built worker process on `databaseUrl`, a queue prefix of its own and a counting SMTP sink,
 * configured only through its environment (`extraEnv` on top; BENCH_WORKER_CONCURRENCY passes
 * WORKER_CONCURRENCY on). Each undo step is registered in `cleanup` before its resource exists.
 */
export async function startBenchWorker(
  cleanup: Cleanup,
  settings: BenchSettings,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchWorker> {
  const sink = new CountingSmtpSink();
  await sink.start();
  cleanup.add('stop SMTP sink', () => sink.stop());
  const queuePrefix = `sprintboard-bench-${randomBytes(4).toString('hex')}`;
  cleanup.add(`delete Redis keys ${queuePrefix}:*`, () => deleteQueueKeys(settings.redisUrl, queuePrefix));

  let ready = 0;
  const worker = new ServerProcess('worker', '', [WORKER_ENTRY], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: settings.redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      APP_URL: 'https://bench.test',
      JWT_ACCESS_SECRET: randomSecret(),
      JWT_REFRESH_SECRET: randomSecret(),
      AUDIT_CHECKPOINT_KEY: randomSecret(),
      MIGRATE_ON_START: 'false',
      ...(process.env.BENCH_WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.BENCH_WORKER_CONCURRENCY } : {}),
      ...extraEnv,
    },
    onLine: (line) => {
      if (!ready && line.includes('worker running')) ready = Date.now();
    },
  });
  cleanup.add('stop worker', () => worker.stop());
  return { worker, sink, readyAt: () => ready };
}
