// `npm run bench:email -w backend`: how fast one worker process (the built `worker.js`) drains a
// backlog of emails into a local SMTP sink. Reports emails per second.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startBenchWorker, WORKER_ENTRY, workerBenchDatabase } from './bench-worker.js';
import { Cleanup } from './cleanup.js';

const emails = Number(process.env.BENCH_EMAILS ?? 10_000);
const DRAIN_TIMEOUT_MS = 900_000;

const cleanup = new Cleanup();
try {
  const { settings, database } = await workerBenchDatabase(cleanup);
  console.error(`Seeding ${emails} emails...`);
  await database.withClient((client) => seedEmails(client, emails));
  const { worker, sink, readyAt } = await startBenchWorker(cleanup, settings, database.url);

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
  const seconds = (Date.now() - (readyAt() || started)) / 1000;
  const { received, distinct, duplicates } = sink.counts();
  console.log(
    [
      `worker: ${WORKER_ENTRY}`,
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
