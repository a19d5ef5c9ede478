// `npm run bench:announcements -w backend` (scenario `announcement-outbox`, issue 30): one built
// worker process (`worker.js`) finds an announcement to 10,000 approved participants due on its
// scheduler tick, resolves the segment, writes one email per recipient into the outbox (batches of
// ANNOUNCEMENT_BATCH_SIZE, one transaction each) and drains them into a local SMTP sink. Reports how
// long the outbox writing took (target < 10 s) and the emails per second, to compare with `bench:email`.
import { randomUUID } from 'node:crypto';
import { startBenchWorker, WORKER_ENTRY, workerBenchDatabase } from './bench-worker.js';
import { Cleanup } from './cleanup.js';
import { insertUsers } from './seed-teams.js';

export const ANNOUNCEMENT_OUTBOX_SCENARIO_ID = 'announcement-outbox';
/** Issue 30: an announcement to 10,000 recipients is written to the outbox in under 10 s. */
export const ANNOUNCEMENT_IN_OUTBOX_TARGET_S = 10;

const recipients = Number(process.env.BENCH_ANNOUNCEMENT_RECIPIENTS ?? 10_000);
const TICK_INTERVAL_MS = Number(process.env.BENCH_TICK_INTERVAL_MS ?? 1000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 900_000);
const POLL_MS = 100;
const PROGRESS_MS = 10_000;

const cleanup = new Cleanup();
cleanup.runOnSignals();
try {
  const { settings, database } = await workerBenchDatabase(cleanup);
  console.error(`Seeding ${recipients} approved participants and an announcement due now...`);
  const announcementId = randomUUID();
  await database.withClient(async (client) => {
    const eventId = randomUUID();
    // The deadline a month ahead: no automatic reminder of this sprint shares the worker with it.
    const tag = randomUUID().slice(0, 8);
    await client.query('begin');
    await client.query(
      `insert into events (id, title, status, start_date, end_date, submission_deadline, grace_minutes, timezone, tracks, team_size_max)
       values ($1, 'Announcements bench', 'active', now() - interval '1 day', now() + interval '31 days',
         now() + interval '30 days', 5, 'America/Los_Angeles', '{discovery,startup}', 5)`,
      [eventId],
    );
    const users = await insertUsers(client, recipients, `'ann-' || i || '-${tag}@example.com'`);
    await client.query(
      `insert into applications (id, user_id, event_id, role, short_answer, status, created_at)
       select gen_random_uuid(), u, $1, 'Dev', 'I build things.', 'approved', now() from unnest($2::uuid[]) as u`,
      [eventId, users],
    );
    await client.query(
      `insert into announcements (id, event_id, subject, body_md, segment, application_status, due_at, state)
       values ($1, $2, 'Kickoff in one hour', 'Meet in **Hall A**.', 'applicants', 'approved', now(), 'scheduled')`,
      [announcementId, eventId],
    );
    await client.query('commit');
    await client.query('analyze');
  });
  const { worker, sink, readyAt } = await startBenchWorker(cleanup, settings, database.url, {
    DUE_WORK_TICK_INTERVAL_MS: String(TICK_INTERVAL_MS),
  });

  const started = Date.now();
  let sentAt = 0;
  let delivered = 0;
  let lastProgress = Date.now();
  await database.withClient(async (client) => {
    while (delivered < recipients) {
      if (!worker.running) throw new Error('the worker exited');
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`only ${delivered} of ${recipients} emails sent in time`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { rows } = await client.query<{ state: string; delivered: string }>(
        `select (select state from announcements where id = $1) as state,
                (select count(*) from email_deliveries where status = 'sent' and template = 'announcement') as delivered`,
        [announcementId],
      );
      if (rows[0].state === 'sent' && !sentAt) {
        sentAt = Date.now();
        const span = await client.query<{ span: string | null }>(
          `select extract(epoch from max(created_at) - min(created_at)) as span
             from outbox_messages where payload->>'template' = 'announcement'`,
        );
        console.error(
          `announcement sent (every email in the outbox) ${((sentAt - (readyAt() || started)) / 1000).toFixed(1)} s after the worker was ready; batches in PostgreSQL ${Number(span.rows[0].span).toFixed(1)} s`,
        );
      }
      delivered = Number(rows[0].delivered);
      if (Date.now() - lastProgress >= PROGRESS_MS) {
        lastProgress = Date.now();
        console.error(
          `${((lastProgress - (readyAt() || started)) / 1000).toFixed(0)} s: ${rows[0].state}, ${delivered} of ${recipients} emails sent`,
        );
      }
    }
  });
  const done = Date.now();
  // The outbox writing's own span, from PostgreSQL: the first batch's transaction start to the last one's.
  let outboxSeconds = Number.NaN;
  let outboxRows = 0;
  await database.withClient(async (client) => {
    const { rows } = await client.query<{ span: string | null; n: string }>(
      `select extract(epoch from max(created_at) - min(created_at)) as span, count(*) as n
         from outbox_messages where payload->>'template' = 'announcement'`,
    );
    outboxSeconds = Number(rows[0].span);
    outboxRows = Number(rows[0].n);
  });
  const from = readyAt() || started;
  const { received, distinct, duplicates } = sink.counts();
  const drainSeconds = (done - from) / 1000;
  console.log(
    [
      `scenario: ${ANNOUNCEMENT_OUTBOX_SCENARIO_ID}`,
      `worker: ${WORKER_ENTRY} (tick every ${TICK_INTERVAL_MS} ms)`,
      `recipients: ${recipients} approved participants (${outboxRows} outbox rows)`,
      `marked sent (every email in the outbox) ${((sentAt - from) / 1000).toFixed(1)} s after the worker was ready`,
      `the batches in PostgreSQL: ${outboxSeconds.toFixed(1)} s from the first to the last (target < ${ANNOUNCEMENT_IN_OUTBOX_TARGET_S} s)`,
      `emails drained in ${drainSeconds.toFixed(1)} s after the worker was ready: ${(recipients / drainSeconds).toFixed(1)} emails per second`,
      `SMTP sink: ${received} received, ${distinct} distinct Message-IDs, ${duplicates} duplicates`,
    ].join('\n'),
  );
  if (!(await cleanup.runAll())) process.exitCode = 1;
} catch (error) {
  await cleanup.runAll();
  if (!cleanup.interrupted) {
    console.error('Benchmark failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
