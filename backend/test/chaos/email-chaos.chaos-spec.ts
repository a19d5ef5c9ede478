import type { ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { AppConfig } from '../../src/config/app-config.js';
import { seedApplications } from '../../src/cli/bulk-seed/seed-applications.js';
import { type TestAccount, createAccount } from '../support/accounts.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { spawnWorker } from '../support/worker-process.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwner, createTestDatabase } from '../support/test-env.js';

const CHANGES = 2000;
const IN_FLIGHT = 8;
/** After how many decisions each fault strikes. */
const KILL_WORKER_AT = [300, 800, 1400];
const RESTART_REDIS_AT = 1100;
const FLUSH_REDIS_AT = 1700;

interface Target {
  id: string;
  version: number;
  to: 'approved' | 'rejected';
}

/**
 * Issue 12, point 14: 2,000 decisions through the HTTP API while the separate worker process is
 * SIGKILLed three times, its private Redis (no persistence) is restarted once and flushed once.
 * Afterwards every decision must have exactly one history row, one domain event, one outbox row,
 * one delivery in 'sent', and the SMTP sink exactly 2,000 distinct Message-IDs.
 */
describe('email pipeline under faults', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  let db: pg.Client;
  let admin: TestAccount;
  const redis = { server: undefined as ThrowawayRedis | undefined };
  const sink = new SmtpSink();
  const workers: ChildProcess[] = [];
  /** What the sink had received when the current worker started. */
  let receivedAtSpawn = 0;

  /** The real `npm run worker` entry in its own process: the relay and the email worker. */
  function startWorker(): ChildProcess {
    const child = spawnWorker(config, sink.url, {
      MIGRATE_ON_START: 'false',
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      OUTBOX_POLL_INTERVAL_MS: '200',
      OUTBOX_RECOVERY_INTERVAL_MS: '3000',
      EMAIL_BACKOFF_MS: '200',
    });
    workers.push(child);
    receivedAtSpawn = sink.received.length;
    return child;
  }

  /** Once the current worker is sending (not still booting), SIGKILL it and start another. */
  async function killWorker(): Promise<void> {
    const worker = workers.at(-1);
    if (!worker || worker.exitCode !== null) return;
    await eventually(
      () => Promise.resolve(sink.received.length >= receivedAtSpawn + 50 ? true : undefined),
      60_000,
      'the worker sending',
    );
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    startWorker();
  }

  beforeAll(async () => {
    redis.server = await ThrowawayRedis.create();
    await redis.server.start();
    await sink.start();
    config = testConfig(await createTestDatabase(), { SMTP_URL: sink.url, REDIS_URL: redis.server.url });
    // The seed writes history straight into the event store, which only the owner role may.
    db = new pg.Client({ connectionString: asOwner(config.databaseUrl) });
    await db.connect();
    await seedApplications(db, { applications: CHANGES, events: 1 });
    app = await startTestApp(config, { runWorkers: false });
    admin = await createAccount(app, 'admin', 'chaos-admin');
    startWorker();
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await app?.close();
    await db?.end();
    await sink.stop();
    await redis.server?.stop();
  });

  it('loses no email and records every decision exactly once', async () => {
    const { rows: targets } = await db.query<Target>(
      `select id, version, case when status = 'approved' then 'rejected' else 'approved' end as "to"
         from applications order by id`,
    );
    expect(targets).toHaveLength(CHANGES);
    const { rows: before } = await db.query<{ events: string; history: string }>(
      `select (select coalesce(max(id), 0) from domain_events) as events,
              (select count(*) from application_status_history) as history`,
    );

    let next = 0;
    let done = 0;
    const faults: Promise<void>[] = [];
    const decide = async (): Promise<void> => {
      while (next < targets.length) {
        const target = targets[next++];
        const response = await app.inject({
          method: 'PUT',
          url: `/api/admin/applications/${target.id}/status`,
          headers: admin.auth,
          payload: { status: target.to, version: target.version },
        });
        expect(response.statusCode).toBe(200);
        done += 1;
        if (KILL_WORKER_AT.includes(done)) faults.push(killWorker());
        if (done === RESTART_REDIS_AT) faults.push(restartRedis());
        if (done === FLUSH_REDIS_AT) faults.push(flushRedis());
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, decide));
    await Promise.all(faults);
    const decidedInMs = Date.now() - started;

    // Every delivery final: with the relay's recovery every 3 s, lost jobs come back by themselves.
    await eventually(
      async () => {
        const { rows } = await db.query<{ open: string }>(
          "select count(*) as open from email_deliveries where status in ('queued', 'sending', 'retrying')",
        );
        return rows[0].open === '0' ? true : undefined;
      },
      180_000,
      'every delivery final',
    );

    const ids = targets.map((target) => target.id);
    const { rows: perApplication } = await db.query<{
      history: number;
      events: number;
      outbox: number;
      sent: number;
      deliveries: number;
    }>(
      `select
         (select count(*)::int from application_status_history h
           where h.application_id = a.id and h.event_position > $2) as history,
         (select count(*)::int from domain_events e
           where e.stream_type = 'application' and e.stream_id = a.id::text and e.id > $2
             and e.type = 'application.status_changed') as events,
         (select count(*)::int from outbox_messages o where o.payload->'context'->>'applicationId' = a.id::text) as outbox,
         (select count(*)::int from outbox_messages o join email_deliveries d on d.outbox_id = o.id
           where o.payload->'context'->>'applicationId' = a.id::text and d.status = 'sent') as sent,
         (select count(*)::int from outbox_messages o join email_deliveries d on d.outbox_id = o.id
           where o.payload->'context'->>'applicationId' = a.id::text) as deliveries
       from applications a where a.id = any($1::uuid[])`,
      [ids, before[0].events],
    );
    const off = (key: keyof (typeof perApplication)[number]) => perApplication.filter((row) => row[key] !== 1).length;

    const { rows: messageIds } = await db.query<{ message_id: string }>('select message_id from email_deliveries');
    const expected = new Set(messageIds.map((row) => row.message_id));
    const received = sink.received.map((mail) => mail.messageId ?? '');
    const distinct = new Set(received);
    const missing = [...expected].filter((id) => !distinct.has(id)).length;
    const duplicates = received.length - distinct.size;
    console.log(
      `chaos: ${CHANGES} decisions in ${(decidedInMs / 1000).toFixed(1)} s, ${KILL_WORKER_AT.length} worker kills, ` +
        `1 Redis restart, 1 FLUSHALL; sink: ${received.length} received, ${distinct.size} distinct, ` +
        `${duplicates} duplicates (target 0), ${missing} missing (must be 0)`,
    );

    expect(perApplication).toHaveLength(CHANGES);
    expect({
      history: off('history'),
      events: off('events'),
      outbox: off('outbox'),
      deliveries: off('deliveries'),
      sent: off('sent'),
    }).toEqual({ history: 0, events: 0, outbox: 0, deliveries: 0, sent: 0 });
    expect(expected.size).toBe(CHANGES);
    expect(missing).toBe(0);
    expect(distinct.size).toBe(CHANGES);
  }, 420_000);

  async function restartRedis(): Promise<void> {
    await redis.server?.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await redis.server?.start();
  }

  async function flushRedis(): Promise<void> {
    const client = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
    try {
      await client.flushall();
    } finally {
      client.disconnect();
    }
  }
});
