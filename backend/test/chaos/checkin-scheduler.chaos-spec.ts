import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Clock } from '../../src/common/clock.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { DUE_WORK_QUEUE, DUE_WORK_SCHEDULER, DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { ThrowawayRedis } from '../support/redis-server.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { VenturesWorld } from '../ventures/ventures-support.js';

/** Scaled down from the default minute. */
const TICK_MS = 2000;
const DAY = 24 * 60 * 60 * 1000;
/** createSprint's end. */
const END = new Date('2027-01-08T16:00:00Z');

/**
 * Issue 27: a FLUSHALL between the tick's schedule (the job scheduler's next job waiting in Redis)
 * and its run loses no check-in and asks none twice. The app runs its workers in process, against a
 * throwaway Redis; a second app (no workers) ticks by hand at the same time, as another instance would.
 */
describe('the check-in scheduler across a Redis flush', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let config: AppConfig;
  let redis: ThrowawayRedis;
  let queue: Queue;
  let connection: Redis;
  let owner: TestAccount;
  let teammate: TestAccount;
  let ventureId: string;

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
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'owner');
    teammate = await createAccount(app, 'participant', 'teammate');
    const w = new VenturesWorld(app, admin, organizer);
    for (const target of [app, other]) jest.spyOn(target.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    const eventId = await w.sprint();
    ({ ventureId } = await w.entry(eventId, owner, 'Supply Radar', {}, [teammate]));
    const completed = await w.call('PUT', `/admin/events/${eventId}/status`, organizer, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await queue?.close();
    connection?.disconnect();
    await other?.close();
    await app?.close();
    await redis?.stop();
  });

  const asked = async () => {
    const [row] = await app
      .get(EntityManager)
      .fork()
      .execute<{ n: string }[]>("select count(*) as n from venture_checkins where venture_id = ? and state = 'asked'", [
        ventureId,
      ]);
    return Number(row.n);
  };

  it('asks the due check-in once, within about one interval of the flush, with one email per member', async () => {
    // The scheduler is in Redis with its next tick waiting; nothing is due yet.
    await eventually(
      async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      10_000,
      'the job scheduler',
    );
    await eventually(async () => ((await queue.getDelayedCount()) > 0 ? true : undefined), 10_000, 'a waiting tick');

    // The 30-day check-in falls due, and Redis forgets the waiting tick and the scheduler with it.
    for (const target of [app, other])
      jest.spyOn(target.get(Clock), 'now').mockReturnValue(new Date(END.getTime() + 31 * DAY));
    const flusher = new Redis(config.redisUrl);
    await flusher.flushall();
    flusher.disconnect();
    const flushedAt = Date.now();
    expect(await queue.getJobScheduler(DUE_WORK_SCHEDULER)).toBeUndefined();

    // The workers upsert the scheduler again within an interval, and its tick asks the check-in.
    await eventually(async () => ((await asked()) === 1 ? true : undefined), 2 * TICK_MS, 'the check-in asked');
    const recoveredMs = Date.now() - flushedAt;
    // Another instance ticks by hand now and then, as the scheduler keeps ticking: the rows decide.
    await other.get(DueWorkTick).runTick();
    await eventually(
      async () => (await queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      3 * TICK_MS,
      'the scheduler back',
    );

    // Two more intervals of ticks: nothing asked twice.
    await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS + 500));
    await other.get(DueWorkTick).runTick();
    expect(await asked()).toBe(1);
    for (const member of [owner, teammate]) {
      const emails = (await queuedEmails(app, member.email)).filter((e) => e.template === 'venture.checkin_asked');
      expect(emails).toHaveLength(1);
    }
    // Reported in the test log: how long after the flush the check-in was asked.
    console.info(`check-in asked ${recoveredMs} ms after the flush (tick interval ${TICK_MS} ms)`);
  }, 60_000);
});
