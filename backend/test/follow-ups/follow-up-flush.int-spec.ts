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
import { review } from '../support/participation.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

/** Scaled down from the default minute. */
const TICK_MS = 1000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 29: a FLUSHALL between scheduling a follow-up survey (the decision) and the tick that asks
 * it loses nothing and doubles nothing: the rows in PostgreSQL are the truth. The app runs its
 * workers (and the scheduler) in process against a throwaway Redis; a second app ticks by hand too.
 */
describe('follow-up surveys across a Redis flush', () => {
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
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await queue?.close();
    connection?.disconnect();
    await other?.close();
    await app?.close();
    await redis?.stop();
  });

  it('asks the survey once after the flush, from its row', async () => {
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    const applicant = await createAccount(app, 'participant', 'applicant');
    const eventId = await createSprint(app, organizer);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/applications`,
      headers: applicant.auth,
      payload: { role: 'Dev', shortAnswer: 'I build things.', followUpConsent: true },
    });
    expect(applied.statusCode).toBe(201);
    await review(app, applied.json<{ id: string }>().id, 'rejected', admin);

    await eventually(
      async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      10_000,
      'the job scheduler',
    );
    // The survey falls due, and Redis forgets everything.
    for (const target of [app, other])
      jest.spyOn(target.get(Clock), 'now').mockReturnValue(new Date(BEFORE_DEADLINE.getTime() + 181 * DAY));
    const flusher = new Redis(config.redisUrl);
    await flusher.flushall();
    flusher.disconnect();
    expect(await queue.getJobScheduler(DUE_WORK_SCHEDULER)).toBeUndefined();

    const asked = async () => {
      const [row] = await app
        .get(EntityManager)
        .fork()
        .execute<{ n: string }[]>("select count(*) as n from application_follow_ups where state = 'asked'");
      return Number(row.n);
    };
    await eventually(async () => ((await asked()) === 1 ? true : undefined), 4 * TICK_MS, 'the survey asked');
    await other.get(DueWorkTick).runTick();
    await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS));
    await other.get(DueWorkTick).runTick();
    expect(await asked()).toBe(1);
    const emails = (await queuedEmails(app, applicant.email)).filter((email) => email.template === 'follow_up.asked');
    expect(emails).toHaveLength(1);
  }, 60_000);
});
