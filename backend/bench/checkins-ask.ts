// `npm run bench:checkins -w backend` (scenario `checkins-ask`, issue 27): one built worker process
// (`worker.js`) finds 10,000 due check-ins on its scheduler tick, moves them into the outbox and
// drains their emails into a local SMTP sink. Reports how long until every check-in was asked (its
// emails in the outbox) and the emails per second, to compare with `bench:email` (the baseline).
import { startBenchWorker, WORKER_ENTRY, workerBenchDatabase } from './bench-worker.js';
import { Cleanup } from './cleanup.js';
import { seedDueCheckins } from './checkins-seed.js';

export const CHECKINS_ASK_SCENARIO_ID = 'checkins-ask';
/** Issue 27: the scheduler asking 10,000 due check-ins puts them all in the outbox in under 30 s. */
export const CHECKINS_IN_OUTBOX_TARGET_S = 30;

const checkins = Number(process.env.BENCH_CHECKINS ?? 10_000);
const membersPerVenture = Number(process.env.BENCH_CHECKIN_MEMBERS ?? 2);
/** The tick as often as the config allows a sensible run to wait for it (60 s in production). */
const TICK_INTERVAL_MS = Number(process.env.BENCH_TICK_INTERVAL_MS ?? 1000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 900_000);
const POLL_MS = 100;
const PROGRESS_MS = 10_000;

const cleanup = new Cleanup();
cleanup.runOnSignals();
try {
  const { settings, database } = await workerBenchDatabase(cleanup);
  console.error(`Seeding ${checkins} due check-ins (${membersPerVenture} members per venture)...`);
  await database.withClient((client) => seedDueCheckins(client, checkins, membersPerVenture));
  const emails = checkins * membersPerVenture;
  const { worker, sink, readyAt } = await startBenchWorker(cleanup, settings, database.url, {
    DUE_WORK_TICK_INTERVAL_MS: String(TICK_INTERVAL_MS),
  });

  const started = Date.now();
  let firstAsked = 0;
  let allAsked = 0;
  let sent = 0;
  let lastProgress = Date.now();
  await database.withClient(async (client) => {
    while (sent < emails) {
      if (!worker.running) throw new Error('the worker exited');
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`only ${sent} of ${emails} emails sent in time`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const { rows } = await client.query<{ asked: string; sent: string }>(
        `select (select count(*) from venture_checkins where state = 'asked') as asked,
                (select count(*) from email_deliveries where status = 'sent' and template = 'venture.checkin_asked') as sent`,
      );
      const asked = Number(rows[0].asked);
      if (asked > 0 && !firstAsked) firstAsked = Date.now();
      if (asked >= checkins && !allAsked) {
        allAsked = Date.now();
        console.error(
          `all ${checkins} check-ins asked ${((allAsked - (readyAt() || started)) / 1000).toFixed(1)} s after the worker was ready`,
        );
      }
      sent = Number(rows[0].sent);
      if (Date.now() - lastProgress >= PROGRESS_MS) {
        lastProgress = Date.now();
        console.error(
          `${((lastProgress - (readyAt() || started)) / 1000).toFixed(0)} s: ${asked} asked, ${sent} of ${emails} emails sent`,
        );
      }
    }
  });
  const done = Date.now();
  // The tick's own span, from PostgreSQL: the first batch's transaction start to the last one's.
  let tickSeconds = Number.NaN;
  let outboxRows = 0;
  await database.withClient(async (client) => {
    const { rows } = await client.query<{ span: string | null; n: string }>(
      `select extract(epoch from max(created_at) - min(created_at)) as span, count(*) as n
         from outbox_messages where payload->>'template' = 'venture.checkin_asked'`,
    );
    tickSeconds = Number(rows[0].span);
    outboxRows = Number(rows[0].n);
  });
  const from = readyAt() || started;
  const seconds = (at: number) => ((at - from) / 1000).toFixed(1);
  const { received, distinct, duplicates } = sink.counts();
  const drainSeconds = (done - from) / 1000;
  const afterAsked = (done - (allAsked || from)) / 1000;
  console.log(
    [
      `scenario: ${CHECKINS_ASK_SCENARIO_ID}`,
      `worker: ${WORKER_ENTRY} (tick every ${TICK_INTERVAL_MS} ms)`,
      `check-ins: ${checkins} due, ${membersPerVenture} members per venture: ${emails} emails (${outboxRows} outbox rows)`,
      `first check-in asked ${seconds(firstAsked)} s after the worker was ready, all asked (emails in the outbox) at ${seconds(allAsked)} s`,
      `the tick's batches in PostgreSQL: ${tickSeconds.toFixed(1)} s from the first to the last (target < ${CHECKINS_IN_OUTBOX_TARGET_S} s for all)`,
      `emails drained in ${drainSeconds.toFixed(1)} s after the worker was ready: ${(emails / drainSeconds).toFixed(1)} emails per second`,
      `after the last check-in was asked: ${afterAsked.toFixed(1)} s more`,
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
