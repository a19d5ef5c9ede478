import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Clock } from '../../src/common/clock.js';
import { DUE_WORK_QUEUE, DUE_WORK_SCHEDULER, DueWorkTick } from '../../src/notifications/schedule/due-work-tick.js';
import { ThrowawayRedis } from './redis-server.js';
import { eventually, startTestApp } from './test-app.js';
import { testConfig } from './test-config.js';
import { createTestDatabase } from './test-env.js';

/** The scheduler's tick, scaled down from the default minute. */
export const FLUSH_TICK_MS = 1000;

/**
 * 'Scheduling that survives Redis' (issue 30): an app running its workers and the one scheduler
 * against a throwaway Redis, a second instance of it that ticks by hand, a clock both share, and
 * the FLUSHALL that makes Redis forget every job and the scheduler itself. What is due lives in
 * PostgreSQL, so after the flush each spec shows its work done once.
 */
export class SchedulerAcrossFlush {
  private constructor(
    /** Runs the workers and the scheduler. */
    readonly app: NestFastifyApplication,
    /** A second instance, without workers, ticking when told. */
    readonly other: NestFastifyApplication,
    private readonly redis: ThrowawayRedis,
    private readonly connection: Redis,
    private readonly queue: Queue,
  ) {}

  static async start(): Promise<SchedulerAcrossFlush> {
    const redis = await ThrowawayRedis.create();
    await redis.start();
    const config = testConfig(await createTestDatabase(), {
      REDIS_URL: redis.url,
      DUE_WORK_TICK_INTERVAL_MS: String(FLUSH_TICK_MS),
    });
    const app = await startTestApp(config, { runWorkers: true });
    const other = await startTestApp(config, { runWorkers: false });
    const connection = new Redis(config.redisUrl);
    const queue = new Queue(DUE_WORK_QUEUE, { connection, prefix: config.queuePrefix });
    return new SchedulerAcrossFlush(app, other, redis, connection, queue);
  }

  /** Both instances read this time from now on. */
  setNow(at: Date): void {
    for (const target of [this.app, this.other]) jest.spyOn(target.get(Clock), 'now').mockReturnValue(at);
  }

  /** Waits until the scheduler's repeating job is in Redis (at start, and again after a flush). */
  async schedulerRunning(timeoutMs = 10_000): Promise<void> {
    await eventually(
      async () => (await this.queue.getJobScheduler(DUE_WORK_SCHEDULER)) ?? undefined,
      timeoutMs,
      'the job scheduler',
    );
  }

  /** FLUSHALL: every job and the scheduler's own entry are gone. */
  async flushRedis(): Promise<void> {
    const flusher = new Redis(this.redis.url);
    await flusher.flushall();
    flusher.disconnect();
    expect(await this.queue.getJobScheduler(DUE_WORK_SCHEDULER)).toBeUndefined();
  }

  /** The second instance ticks, the first ticks on its own twice meanwhile, and the second again. */
  async tickElsewhereAndWait(): Promise<void> {
    await this.other.get(DueWorkTick).runTick();
    await new Promise((resolve) => setTimeout(resolve, 2 * FLUSH_TICK_MS));
    await this.other.get(DueWorkTick).runTick();
  }

  async close(): Promise<void> {
    jest.restoreAllMocks();
    await this.queue.close();
    this.connection.disconnect();
    await this.other.close();
    await this.app.close();
    await this.redis.stop();
  }
}
