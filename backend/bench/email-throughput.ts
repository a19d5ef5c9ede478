// `npm run bench:email -w backend`: how fast one worker process (the built `worker.js`) drains a
// backlog of emails into a local SMTP sink. Reports emails per second.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { Cleanup } from './cleanup.js';
import { CountingSmtpSink } from './email-sink.js';
import { deleteQueueKeys } from './queue-keys.js';
import { ServerProcess } from './server-process.js';
import { randomSecret } from './servers.js';
import { readBenchSettings } from './settings.js';
import { ThrowawayDatabase } from './throwaway-database.js';

const BACKEND_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const emails = Number(process.env.BENCH_EMAILS ?? 10_000);
// Another build (an older version, say) can be measured with the same scenario.
const workerEntry = resolve(process.env.BENCH_WORKER_ENTRY ?? join(BACKEND_DIR, 'dist', 'src', 'worker.js'));
const DRAIN_TIMEOUT_MS = 900_000;

const cleanup = new Cleanup();
try {
  const settings = readBenchSettings(process.env);
  const database = new ThrowawayDatabase(settings.databaseServerUrl);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  await database.create();
  migrate(database.url);
  console.error(`Seeding ${emails} emails...`);
  await database.withClient((client) => seedEmails(client, emails));

  const sink = new CountingSmtpSink();
  await sink.start();
  cleanup.add('stop SMTP sink', () => sink.stop());
  const queuePrefix = `sprintboard-bench-${randomBytes(4).toString('hex')}`;
  cleanup.add(`delete Redis keys ${queuePrefix}:*`, () => deleteQueueKeys(settings.redisUrl, queuePrefix));

  let ready = 0;
  const worker = new ServerProcess('worker', '', [workerEntry], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: settings.redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      APP_URL: 'http://bench.test',
      JWT_ACCESS_SECRET: randomSecret(),
      JWT_REFRESH_SECRET: randomSecret(),
      AUDIT_CHECKPOINT_KEY: randomSecret(),
      MIGRATE_ON_START: 'false',
      ...(process.env.BENCH_WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.BENCH_WORKER_CONCURRENCY } : {}),
    },
    onLine: (line) => {
      if (!ready && line.includes('worker running')) ready = Date.now();
    },
  });
  cleanup.add('stop worker', () => worker.stop());

  const started = Date.now();
  let sent = 0;
  await database.withClient(async (client) => {
    while (sent < emails) {
      if (!worker.running) throw new Error('the worker exited');
      if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`only ${sent} of ${emails} sent in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await client.query<{ sent: string }>(
        "select count(*) as sent from email_deliveries where status = 'sent'",
      );
      sent = Number(rows[0].sent);
    }
  });
  const seconds = (Date.now() - (ready || started)) / 1000;
  const { received, distinct, duplicates } = sink.counts();
  console.log(
    [
      `worker: ${workerEntry}`,
      `emails: ${emails}, drained in ${seconds.toFixed(1)} s after the worker was ready`,
      `emails per second: ${(emails / seconds).toFixed(1)}`,
      `SMTP sink: ${received} received, ${distinct} distinct Message-IDs, ${duplicates} duplicates`,
    ].join('\n'),
  );
  if (!(await cleanup.runAll())) process.exitCode = 1;
} catch (error) {
  await cleanup.runAll();
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

function migrate(databaseUrl: string): void {
  const { status } = spawnSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'src/cli/migrate.ts'],
    {
      cwd: BACKEND_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (status !== 0) throw new Error('migrating the throwaway database failed');
}

/** Outbox rows and their `queued` deliveries, as commands write them (without their events). */
async function seedEmails(client: pg.Client, count: number): Promise<void> {
  for (let offset = 0; offset < count; offset += 1000) {
    const ids = Array.from({ length: Math.min(1000, count - offset) }, () => randomUUID());
    const payloads = ids.map((id, index) =>
      JSON.stringify({
        to: `applicant-${offset + index}@example.com`,
        subject: 'Your application was approved',
        text: `Hello,\n\nyour application ${id} was approved. See you at the sprint!\n`,
        template: 'application.approved',
      }),
    );
    await client.query(
      `insert into outbox_messages (id, job_name, payload)
       select id, 'email.send', payload from unnest($1::uuid[], $2::jsonb[]) as t(id, payload)`,
      [ids, payloads],
    );
    await client.query(
      `insert into email_deliveries (outbox_id, recipient, subject, template, message_id, status, attempts, queued_at, updated_at)
       select o.id, o.payload->>'to', o.payload->>'subject', o.payload->>'template', '<' || o.id || '@bench.test>', 'queued', 0, now(), now()
         from outbox_messages o where o.id = any($1::uuid[])`,
      [ids],
    );
  }
}
