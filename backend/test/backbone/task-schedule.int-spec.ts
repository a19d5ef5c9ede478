import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../src/config/app-config.js';
import { LostEmailJobs } from '../../src/notifications/email/lost-email-jobs.js';
import { LostEmailRecovery } from '../../src/notifications/email/lost-email-recovery.js';
import { QueueProducer } from '../../src/notifications/queue-producer.js';
import { TaskSchedule } from '../../src/notifications/schedule/task-schedule.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 25, point 18: the lost email recovery's due time is shared by every worker and survives restarts. */
describe('task schedule', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;

  /** A schedule as another worker process would have it: its own instance over the same database. */
  const anotherWorker = () => new TaskSchedule(app.get(EntityManager));

  beforeAll(async () => {
    config = testConfig(await createTestDatabase());
    app = await startTestApp(config);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('gives a due task to exactly one of many workers asking at once', async () => {
    const workers = Array.from({ length: 8 }, anotherWorker);

    const claims = await Promise.all(workers.map((schedule) => schedule.claimIfDue('probe.at-once', 60_000)));

    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await anotherWorker().claimIfDue('probe.at-once', 60_000)).toBe(false);
  });

  it('is due again one interval after the last claim, for whichever worker asks first', async () => {
    expect(await anotherWorker().claimIfDue('probe.interval', 1000)).toBe(true);
    expect(await anotherWorker().claimIfDue('probe.interval', 1000)).toBe(false);
    await sleep(300);
    expect(await anotherWorker().claimIfDue('probe.interval', 1000)).toBe(false);
    await sleep(800);
    expect(await anotherWorker().claimIfDue('probe.interval', 1000)).toBe(true);
  });

  it('takes a shortened interval at once rather than waiting out the longer one', async () => {
    expect(await anotherWorker().claimIfDue('probe.shortened', 3_600_000)).toBe(true);

    expect(await anotherWorker().claimIfDue('probe.shortened', 1000)).toBe(true);
    expect(await anotherWorker().claimIfDue('probe.shortened', 1000)).toBe(false);
  });

  it('lets a restarted worker find the recovery where the previous one left it, not due again at start', async () => {
    const ownConfig = { ...config, outbox: { ...config.outbox, recoveryIntervalMs: 60_000 } };
    const producer = new QueueProducer(ownConfig);
    const workerProcess = () =>
      new LostEmailRecovery(anotherWorker(), new LostEmailJobs(app.get(EntityManager), producer, ownConfig), ownConfig);
    try {
      // No unfinished email is lost here: a run answers 0, a recovery not due answers undefined.
      expect(await workerProcess().runIfDue()).toBe(0);
      expect(await workerProcess().runIfDue()).toBeUndefined();
      expect(await workerProcess().runIfDue()).toBeUndefined();
    } finally {
      await producer.onApplicationShutdown();
    }
  });
});
