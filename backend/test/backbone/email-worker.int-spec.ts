import type { ChildProcess } from 'node:child_process';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../src/config/app-config.js';
import { OutboxRelay } from '../../src/notifications/outbox/outbox-relay.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { spawnWorker } from '../support/worker-process.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';
import { sendEmail } from '../../src/notifications/email/send-email.js';

interface DeliveryRow {
  outbox_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  sent_at: string | null;
}

async function queueEmail(app: NestFastifyApplication, to: string): Promise<string> {
  await app.get(CommandTransaction).run(null, (tx) => {
    sendEmail(tx, {
      to,
      subject: `Decision for ${to}`,
      text: 'Your application was approved.',
      template: 'probe.decision',
    });
  });
  const [row] = await app
    .get(EntityManager)
    .fork()
    .execute<{ outbox_id: string }[]>('select outbox_id from email_deliveries where recipient = ?', [to]);
  return row.outbox_id;
}

async function delivery(app: NestFastifyApplication, outboxId: string): Promise<DeliveryRow> {
  const [row] = await app
    .get(EntityManager)
    .fork()
    .execute<DeliveryRow[]>('select * from email_deliveries where outbox_id = ?', [outboxId]);
  return row;
}

async function finalDelivery(app: NestFastifyApplication, outboxId: string): Promise<DeliveryRow> {
  return eventually(
    async () => {
      const row = await delivery(app, outboxId);
      return ['sent', 'undelivered'].includes(row.status) ? row : undefined;
    },
    15_000,
    `delivery of ${outboxId}`,
  );
}

async function emailEvents(
  app: NestFastifyApplication,
  outboxId: string,
): Promise<{ type: string; payload: Record<string, unknown> }[]> {
  return app
    .get(EntityManager)
    .fork()
    .execute("select type, payload from domain_events where stream_type = 'email' and stream_id = ? order by version", [
      outboxId,
    ]);
}

describe('email worker, in process', () => {
  let app: NestFastifyApplication;
  let databaseUrl: string;
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    databaseUrl = await createTestDatabase();
    const config = testConfig(databaseUrl, {
      SMTP_URL: sink.url,
      EMAIL_ATTEMPTS: '4',
      EMAIL_BACKOFF_MS: '20',
    });
    app = await startTestApp(config, { runWorkers: true });
  });

  afterAll(async () => {
    await app?.close();
    await sink.stop();
  });

  it('retries SMTP 4xx with backoff and then delivers once, with the Message-ID of its outbox row', async () => {
    sink.reject(451, 'Greylisted, try again later', 2);
    const outboxId = await queueEmail(app, 'retry@example.com');

    const row = await finalDelivery(app, outboxId);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: null,
      message_id: `<${outboxId}@sprintboard.test>`,
    });
    expect(row.sent_at).toBeTruthy();
    const received = sink.messagesTo('retry@example.com');
    expect(received).toHaveLength(1);
    expect(received[0].messageId).toBe(`<${outboxId}@sprintboard.test>`);
    expect(received[0].subject).toBe('Decision for retry@example.com');
    expect((await emailEvents(app, outboxId)).map((e) => [e.type, e.payload.attempts])).toEqual([
      ['email.queued', undefined],
      ['email.sent', 3],
    ]);
  });

  it('sends once when recording "sent" fails after the SMTP server accepted the email', async () => {
    // The next two recordings of 'sent' fail, as during a PostgreSQL restart (a sequence is not
    // rolled back with the failing transaction, so it counts them).
    await asOwnerRun(
      databaseUrl,
      `create sequence failing_sent_recordings;
       create function fail_sent_recording() returns trigger language plpgsql security definer as $$
       begin
         if new.status = 'sent' and nextval('failing_sent_recordings') <= 2 then
           raise exception 'database restarting';
         end if;
         return new;
       end $$;
       create trigger fail_sent_recording before update on email_deliveries
         for each row execute function fail_sent_recording()`,
    );
    try {
      const outboxId = await queueEmail(app, 'record-fails@example.com');

      const row = await finalDelivery(app, outboxId);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sink.messagesTo('record-fails@example.com')).toHaveLength(1);
      expect((await emailEvents(app, outboxId)).map((e) => e.type)).toEqual(['email.queued', 'email.sent']);
    } finally {
      await asOwnerRun(databaseUrl, 'drop trigger fail_sent_recording on email_deliveries');
    }
  });

  it('records an SMTP 5xx as undelivered at once, without retrying', async () => {
    sink.reject(550, 'No such user here');
    const outboxId = await queueEmail(app, 'nobody@example.com');

    const row = await finalDelivery(app, outboxId);
    expect(row).toMatchObject({ status: 'undelivered', attempts: 1 });
    expect(row.last_error).toContain('550');
    expect(sink.messagesTo('nobody@example.com')).toHaveLength(0);
    const events = await emailEvents(app, outboxId);
    expect(events.at(-1)).toEqual({
      type: 'email.undelivered',
      payload: expect.objectContaining({ attempts: 1, permanent: true }),
    });
  });

  it('gives up as undelivered when transient failures outlast the attempts', async () => {
    sink.reject(421, 'Service not available', 4);
    const outboxId = await queueEmail(app, 'flaky@example.com');

    const row = await finalDelivery(app, outboxId);
    expect(row).toMatchObject({ status: 'undelivered', attempts: 4 });
    expect(row.last_error).toContain('421');
    const events = await emailEvents(app, outboxId);
    expect(events.at(-1)).toEqual({
      type: 'email.undelivered',
      payload: expect.objectContaining({ attempts: 4, permanent: false }),
    });
  });
});

describe('email worker, killed mid-send', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  const sink = new SmtpSink();
  const workers: ChildProcess[] = [];

  /** The real `npm run worker` entry, in its own process. */
  function startWorker(): ChildProcess {
    const child = spawnWorker(config, sink.url, {
      WORKER_LOCK_DURATION_MS: '1000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      OUTBOX_POLL_INTERVAL_MS: '100',
    });
    workers.push(child);
    return child;
  }

  beforeAll(async () => {
    await sink.start();
    config = testConfig(await createTestDatabase(), { SMTP_URL: sink.url });
    app = await startTestApp(config, { runWorkers: false });
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await app?.close();
    await sink.stop();
  });

  it('on SIGTERM finishes the email in flight before exiting', async () => {
    sink.holdNext();
    const outboxId = await queueEmail(app, 'drain@example.com');
    await app.get(OutboxRelay).runOnce();
    const worker = startWorker();
    await sink.waitUntilHeld();

    const exit = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
    worker.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(worker.exitCode).toBeNull();
    sink.releaseHeld();

    expect(await exit).toBe(0);
    expect(await delivery(app, outboxId)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.messagesTo('drain@example.com')).toHaveLength(1);
  });

  it('resends the interrupted email with the same Message-ID and loses none', async () => {
    const recipients = ['k1@example.com', 'k2@example.com', 'k3@example.com', 'k4@example.com'];
    sink.received.length = 0;
    sink.holdNext();
    const ids = [];
    for (const to of recipients) ids.push(await queueEmail(app, to));
    await app.get(OutboxRelay).runOnce();

    const first = startWorker();
    await sink.waitUntilHeld();
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;

    startWorker();
    const rows = await Promise.all(ids.map((id) => finalDelivery(app, id)));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);

    for (const [index, id] of ids.entries()) {
      const received = sink.messagesTo(recipients[index]);
      expect(received.length).toBeGreaterThanOrEqual(1);
      expect(new Set(received.map((mail) => mail.messageId))).toEqual(new Set([`<${id}@sprintboard.test>`]));
    }
    // The held one reached the server before the kill and again after it, with the same Message-ID,
    // so the receiver can drop the copy. (Any send acknowledged but not yet recorded is repeated the same way.)
    const heldMessageId = sink.received[0].messageId;
    expect(sink.received.filter((mail) => mail.messageId === heldMessageId).length).toBeGreaterThanOrEqual(2);
    // Two worker processes start one after the other: on a loaded 2-core CI machine each start alone
    // has taken over 15 s (the 30 s default ran out once).
  }, 90_000);
});
