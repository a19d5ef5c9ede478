import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Clock } from '../../src/common/clock.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { DUE_WORK_QUEUE, DUE_WORK_SCHEDULER, DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { createAccount } from '../support/accounts.js';
import { DEADLINE, createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { applyAs } from '../support/participation.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

/** Scaled down from the default minute. */
const TICK_MS = 1000;
const HOUR = 60 * 60_000;

/**
 * Issue 30 'Scheduling that survives Redis': a FLUSHALL between ticks loses no reminder and doubles
 * none: reminder_deliveries in PostgreSQL say who was reminded. The app runs its workers (and the
 * scheduler) in process against a throwaway Redis; a second app ticks by hand too.
 */
describe('automatic reminders across a Redis flush', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let config: AppConfig;
  let redis: ThrowawayRedis;
  let queue: Queue;
  let connection: Redis;
  const setNow = (at: Date) => {
    for (const target of [app, other]) jest.spyOn(target.get(Clock), 'now').mockReturnValue(at);
  };

  beforeAll(async () => {
    redis = await ThrowawayRedis.create();
    await redis.start();
    config = testConfig(await createTestDatabase(), {
      REDIS_URL: redis.url,
      DUE_WORK_TICK_INTERVAL_MS: String(TICK_MS),
    });
    app = await startTestApp(config, { runWorkers: true });
    other = await startTestApp(config, { runWorkers: false });
    connection = new Redis(config.redisUrl);
    queue = new Queue(DUE_WORK_QUEUE, { connection, prefix: config.queuePrefix });
  }, 180_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await queue?.close();
    connection?.disconnect();
    await other?.close();
    await app?.close();
    await redis?.stop();
  });

  it('sends the submission reminder once, across ticks and a flush', async () => {
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    const participant = await createAccount(app, 'participant');
    const eventId = await createSprint(app, organizer);
    await applyAs(app, participant, eventId, admin);
    // Approval asks to confirm the spot (else it expires): arranged as confirmed.
    await app
      .get(EntityManager)
      .fork()
      .execute(
        'update spot_confirmations set confirmed_at = now() where application_id in (select id from applications where event_id = ?)',
        [eventId],
      );
    setNow(new Date(DEADLINE.getTime() - 30 * HOUR));
    await eventually(
      async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      10_000,
      'the job scheduler',
    );
    const reminders = async () =>
      (await queuedEmails(app, participant.email)).filter((email) => email.template === 'reminder.submission_deadline');

    // The '24 h before' reminder falls due; a tick sends it, then Redis forgets everything.
    setNow(new Date(DEADLINE.getTime() - 23 * HOUR));
    await eventually(async () => ((await reminders()).length > 0 ? true : undefined), 4 * TICK_MS, 'the reminder');
    const flusher = new Redis(config.redisUrl);
    await flusher.flushall();
    flusher.disconnect();
    expect(await queue.getJobScheduler(DUE_WORK_SCHEDULER)).toBeUndefined();

    // The scheduler comes back and ticks again, and another instance ticks too: nothing twice.
    await eventually(
      async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      4 * TICK_MS,
      'the job scheduler again',
    );
    await other.get(DueWorkTick).runTick();
    await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS));
    await other.get(DueWorkTick).runTick();
    expect(await reminders()).toHaveLength(1);
  }, 60_000);
});
