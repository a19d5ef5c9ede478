import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../src/config/app-config.js';
import { LostEmailJobs } from '../../src/notifications/email/lost-email-jobs.js';
import { OutboxRelay } from '../../src/notifications/outbox/outbox-relay.js';
import { QueueProducer } from '../../src/notifications/queue-producer.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import type { JobName } from '../../src/transactions/job.js';
import { ProbeNoted } from '../support/probe.module.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { sendEmail } from '../../src/notifications/email/send-email.js';

/** Counts every add the relay makes, so a double publish shows even though BullMQ would dedupe it. */
class CountingProducer extends QueueProducer {
  readonly added: string[] = [];

  override async add(jobName: JobName, outboxId: string): Promise<void> {
    await super.add(jobName, outboxId);
    this.added.push(outboxId);
  }
}

async function queueEmails(transaction: CommandTransaction, count: number, tag: string): Promise<void> {
  await transaction.run(null, (tx) => {
    for (let i = 0; i < count; i += 1) {
      sendEmail(tx, { to: `${tag}-${i}@example.com`, subject: `Hello ${i}`, text: 'Hi', template: 'probe' });
    }
  });
}

async function pendingIds(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    'select id from outbox_messages where published_at is null order by id',
  );
  return rows.map((row) => row.id);
}

describe('outbox relay', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  let em: EntityManager;
  let transaction: CommandTransaction;

  beforeAll(async () => {
    config = testConfig(await createTestDatabase(), { OUTBOX_BATCH_SIZE: '7' });
    app = await startTestApp(config);
    em = app.get(EntityManager).fork();
    transaction = app.get(CommandTransaction);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('writes the outbox row, the delivery row and the email.queued event in the command transaction', async () => {
    await queueEmails(transaction, 1, 'atomic');
    const [row] = await em.execute<{ id: string; job_name: string; payload: { to: string } }[]>(
      "select * from outbox_messages where payload->>'to' = 'atomic-0@example.com'",
    );
    expect(row.job_name).toBe('email.send');
    const [delivery] = await em.execute<{ status: string; message_id: string }[]>(
      'select * from email_deliveries where outbox_id = ?',
      [row.id],
    );
    expect(delivery).toMatchObject({ status: 'queued', message_id: `<${row.id}@sprintboard.test>` });
    const [event] = await em.execute<{ type: string }[]>(
      "select type from domain_events where stream_type = 'email' and stream_id = ?",
      [row.id],
    );
    expect(event.type).toBe('email.queued');

    await expect(
      transaction.run(null, (tx) => {
        sendEmail(tx, { to: 'rolled-back@example.com', subject: 'x', text: 'x', template: 'probe' });
        tx.record(new ProbeNoted('outbox-rollback', { note: 'x' }), 5);
      }),
    ).rejects.toThrow();
    expect(await em.execute("select * from outbox_messages where payload->>'to' = 'rolled-back@example.com'")).toEqual(
      [],
    );
  });

  it('publishes pending rows with job id = outbox id and marks them published', async () => {
    const relay = app.get(OutboxRelay);
    await relay.runOnce();
    await queueEmails(transaction, 3, 'publish');
    const ids = await pendingIds(em);
    expect(ids).toHaveLength(3);

    await expect(relay.runOnce()).resolves.toEqual({ published: 3, failed: false });
    expect(await pendingIds(em)).toEqual([]);
    const queue = app.get(QueueProducer).queue('email');
    for (const id of ids) {
      const job = await queue.getJob(id);
      expect(job?.name).toBe('email.send');
      expect(job?.opts.attempts).toBe(config.email.attempts);
    }
  });

  it('puts only the outbox id in Redis, not the email, and keeps finished jobs briefly', async () => {
    const relay = app.get(OutboxRelay);
    await relay.runOnce();
    await transaction.run(null, (tx) => {
      sendEmail(tx, {
        to: 'secret-holder@example.com',
        subject: 'Reset your password',
        text: 'https://sprintboard.test/reset?token=SECRET-RESET-TOKEN',
        template: 'probe',
      });
    });
    const [id] = await pendingIds(em);
    await relay.runOnce();

    const queue = app.get(QueueProducer).queue('email');
    const job = await queue.getJob(id);
    expect(job?.data).toEqual({ outboxId: id });
    const redis = new Redis(config.redisUrl);
    const stored = JSON.stringify(await redis.hgetall(`${config.queuePrefix}:email:${id}`));
    redis.disconnect();
    expect(stored).toContain(id);
    expect(stored).not.toContain('SECRET-RESET-TOKEN');
    expect(stored).not.toContain('secret-holder@example.com');
    expect(job?.opts.removeOnComplete).toEqual({ age: 3600 });
    expect(job?.opts.removeOnFail).toEqual({ age: 24 * 3600 });
  });

  it('never publishes a row twice when two relays run at once', async () => {
    await queueEmails(transaction, 40, 'race');
    const producers = [new CountingProducer(config), new CountingProducer(config)];
    const relays = producers.map((producer) => new OutboxRelay(app.get(EntityManager), producer, config));
    const expected = await pendingIds(em);

    await Promise.all([relays[0].runOnce(), relays[1].runOnce(), relays[0].runOnce(), relays[1].runOnce()]);

    const added = producers.flatMap((producer) => producer.added);
    expect(added.sort()).toEqual(expected.sort());
    expect(new Set(added).size).toBe(added.length);
    expect(producers.every((producer) => producer.added.length > 0)).toBe(true);
    expect(await pendingIds(em)).toEqual([]);
    await Promise.all(producers.map((producer) => producer.onApplicationShutdown()));
  });

  it('keeps rows waiting while Redis is down and publishes them once it is back', async () => {
    const redis = await ThrowawayRedis.create();
    await redis.start();
    const ownConfig = { ...config, redisUrl: redis.url };
    const producer = new QueueProducer(ownConfig);
    const relay = new OutboxRelay(app.get(EntityManager), producer, ownConfig);
    try {
      await redis.stop();
      await queueEmails(transaction, 2, 'redis-down');
      const waiting = await pendingIds(em);
      expect(waiting).toHaveLength(2);

      const warn = jest.spyOn(Logger.prototype, 'warn');
      const log = jest.spyOn(Logger.prototype, 'log');
      const relayLines = (spy: typeof warn) =>
        spy.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Publishing the outbox'));
      await expect(relay.runOnce()).resolves.toEqual({ published: 0, failed: true });
      await relay.runOnce();
      await relay.runOnce();
      // Three refused runs: one line for the outage, not one a run.
      expect(relayLines(warn)).toHaveLength(1);
      expect(await pendingIds(em)).toEqual(waiting);
      const [row] = await em.execute<{ publish_attempts: number; last_error: string }[]>(
        'select publish_attempts, last_error from outbox_messages where id = ?',
        [waiting[0]],
      );
      expect(row.publish_attempts).toBe(3);
      expect(row.last_error).toBeTruthy();

      await redis.start();
      await eventually(
        async () => ((await relay.runOnce()).published === 2 ? true : undefined),
        10_000,
        'publish after Redis is back',
      );
      expect(await pendingIds(em)).toEqual([]);
      expect(await producer.queue('email').getJob(waiting[0])).toBeTruthy();
      expect(relayLines(log)).toEqual([expect.stringMatching(/works again after \d+ failure/)]);
      warn.mockRestore();
      log.mockRestore();
    } finally {
      await producer.onApplicationShutdown();
      await redis.stop();
    }
  });

  it('queues again the unfinished emails (queued, sending, retrying) whose jobs a FLUSHALL lost, and no others', async () => {
    const redis = await ThrowawayRedis.create();
    await redis.start();
    const ownConfig = { ...config, redisUrl: redis.url, outbox: { ...config.outbox, recoveryIntervalMs: 100 } };
    const producer = new QueueProducer(ownConfig);
    const relay = new OutboxRelay(app.get(EntityManager), producer, ownConfig);
    const lostEmails = new LostEmailJobs(app.get(EntityManager), producer, ownConfig);
    const admin = new Redis(redis.url);
    try {
      await relay.runOnce();
      await queueEmails(transaction, 4, 'flushed');
      const ids = await pendingIds(em);
      await relay.runOnce();
      const [sending, retrying, sent] = ids;
      // The emails of the other tests went to the shared Redis; only this test's four are in this one.
      await em.execute("update email_deliveries set status = 'sent' where recipient not like 'flushed-%'");
      await em.execute("update email_deliveries set status = 'sending' where outbox_id = ?", [sending]);
      await em.execute("update email_deliveries set status = 'retrying' where outbox_id = ?", [retrying]);
      await em.execute("update email_deliveries set status = 'sent' where outbox_id = ?", [sent]);
      await admin.flushall();
      await new Promise((resolve) => setTimeout(resolve, 150));

      expect(await lostEmails.requeue()).toBe(3);
      const queue = producer.queue('email');
      for (const id of ids.filter((id) => id !== sent)) expect(await queue.getJobState(id)).toBe('waiting');
      expect(await queue.getJobState(sent)).toBe('unknown');
      // Jobs that are there again are left alone.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await lostEmails.requeue()).toBe(0);
    } finally {
      admin.disconnect();
      await producer.onApplicationShutdown();
      await redis.stop();
    }
  });
});
