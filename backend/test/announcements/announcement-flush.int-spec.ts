import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Clock } from '../../src/common/clock.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { DUE_WORK_QUEUE, DUE_WORK_SCHEDULER, DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
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
 * Issue 30 'Scheduling that survives Redis': a FLUSHALL between scheduling an announcement and its
 * time loses nothing and doubles nothing: the row in PostgreSQL is the truth. The app runs its
 * workers (and the scheduler) in process against a throwaway Redis; a second app ticks by hand too.
 */
describe('scheduled announcements across a Redis flush', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let config: AppConfig;
  let redis: ThrowawayRedis;
  let queue: Queue;
  let connection: Redis;

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
    for (const target of [app, other]) jest.spyOn(target.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
  }, 180_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await queue?.close();
    connection?.disconnect();
    await other?.close();
    await app?.close();
    await redis?.stop();
  });

  it('sends the announcement once after the flush, from its row', async () => {
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    const participant = await createAccount(app, 'participant');
    const eventId = await createSprint(app, organizer);
    await applyAs(app, participant, eventId, admin);
    const at = new Date(BEFORE_DEADLINE.getTime() + HOUR);
    const scheduled = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/announcements`,
      headers: organizer.auth,
      payload: { subject: 'Demo day', bodyMd: 'See you there.', segment: 'not_submitted', sendAt: at.toISOString() },
    });
    expect(scheduled.statusCode).toBe(201);

    await eventually(
      async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      10_000,
      'the job scheduler',
    );
    // The announcement falls due, and Redis forgets everything.
    for (const target of [app, other])
      jest.spyOn(target.get(Clock), 'now').mockReturnValue(new Date(at.getTime() + 60_000));
    const flusher = new Redis(config.redisUrl);
    await flusher.flushall();
    flusher.disconnect();
    expect(await queue.getJobScheduler(DUE_WORK_SCHEDULER)).toBeUndefined();

    const state = async () => {
      const [row] = await app
        .get(EntityManager)
        .fork()
        .execute<{ state: string }[]>('select state from announcements where id = ?', [scheduled.json().id]);
      return row.state;
    };
    await eventually(async () => ((await state()) === 'sent' ? true : undefined), 4 * TICK_MS, 'the announcement sent');
    await other.get(DueWorkTick).runTick();
    await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS));
    await other.get(DueWorkTick).runTick();
    const emails = (await queuedEmails(app, participant.email)).filter((email) => email.template === 'announcement');
    expect(emails.map((email) => email.subject)).toEqual(['Demo day']);
  }, 60_000);
});
