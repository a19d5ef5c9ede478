import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { Clock } from '../../common/clock.js';
import { FailureStreak } from '../../common/failure-streak.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { kyselyOf } from '../../database/database.js';
import { createRedisConnection } from '../redis-connection.js';
import { DueWorkSources } from './due-work-sources.js';
import { TaskSchedule } from './task-schedule.js';

/** The tick's own queue: its jobs carry nothing (the due rows are in PostgreSQL), so no outbox row. */
export const DUE_WORK_QUEUE = 'due-work';
/** The BullMQ job scheduler's id, the same in every process, so upserting it again never adds a second. */
export const DUE_WORK_SCHEDULER = 'due-work.tick';
/** The row in scheduled_tasks by which the workers take turns upserting the job scheduler again. */
export const DUE_WORK_UPSERT_TASK = 'due-work.scheduler-upsert';
/** pg advisory lock key of a tick run (any constant bigint unique to this use): one runner at a time. */
export const TICK_LOCK_KEY = 727_001;

/**
 * The one scheduler of the product. A BullMQ job scheduler fires a tick every
 * `dueWork.tickIntervalMs`; the worker that takes the job runs every registered DueWorkSource, under
 * a PostgreSQL advisory lock so only one tick runs at a time across instances.
 *
 * Redis holds nothing that matters: a FLUSHALL drops the job scheduler, but every worker upserts it
 * on start, and the workers take turns (a due time in scheduled_tasks) to upsert it again once an
 * interval, so a flush costs at most one interval; the due rows themselves live in PostgreSQL and
 * each source marks them done in the transaction that does them, so a tick that runs twice, or
 * late, asks nothing twice.
 */
@Injectable()
export class DueWorkTick implements OnApplicationShutdown {
  private readonly logger = new Logger(DueWorkTick.name);
  private readonly failures = new FailureStreak(this.logger, 'Due work tick');
  private readonly connections: Redis[] = [];
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private upserting: Promise<void> | undefined;

  constructor(
    private readonly sources: DueWorkSources,
    private readonly schedule: TaskSchedule,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get intervalMs(): number {
    return this.config.dueWork.tickIntervalMs;
  }

  /** Called by WorkerRuntime in processes that run workers. */
  start(): void {
    const queueConnection = createRedisConnection(this.config.redisUrl, 'producer');
    const workerConnection = createRedisConnection(this.config.redisUrl, 'worker');
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(DUE_WORK_QUEUE, { connection: queueConnection, prefix: this.config.queuePrefix });
    this.queue.on('error', () => undefined);
    this.worker = new Worker(DUE_WORK_QUEUE, () => this.runTick(), {
      connection: workerConnection,
      prefix: this.config.queuePrefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`Due work worker: ${error.message}`));
    // A tenth of the interval: after a flush the scheduler is back at most 1.1 intervals later.
    const lookMs = Math.max(50, Math.ceil(this.intervalMs / 10));
    this.timer = setInterval(() => void this.upsertIfDue(), lookMs);
    void this.upsertScheduler();
  }

  /** (Re)creates the job scheduler; a no-op in Redis when it exists with the same interval. */
  async upsertScheduler(): Promise<void> {
    if (!this.queue) return;
    try {
      await this.queue.upsertJobScheduler(
        DUE_WORK_SCHEDULER,
        { every: this.intervalMs },
        { name: 'tick', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
      this.failures.succeeded();
    } catch (error) {
      this.failures.failed(error);
    }
  }

  private async upsertIfDue(): Promise<void> {
    if (this.upserting) return;
    this.upserting = (async () => {
      try {
        if (await this.schedule.claimIfDue(DUE_WORK_UPSERT_TASK, this.intervalMs)) await this.upsertScheduler();
      } catch (error) {
        this.failures.failed(error);
      }
    })().finally(() => {
      this.upserting = undefined;
    });
    await this.upserting;
  }

  /**
   * One tick: every source, in registration order, if no other tick holds the lock (then this one
   * answers undefined). A failing source does not keep the others from running.
   */
  async runTick(): Promise<Record<string, number> | undefined> {
    const lock = this.em.fork();
    await lock.begin();
    try {
      // Bound to `lock`'s transaction (begun above): the lock lasts until its commit below.
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${TICK_LOCK_KEY}) as locked`.execute(kyselyOf(lock));
      if (!rows[0]?.locked) return undefined;
      const handled: Record<string, number> = {};
      const now = this.clock.now();
      for (const source of this.sources.all()) {
        try {
          handled[source.name] = await source.run(now);
        } catch (error) {
          this.logger.warn(`Due work ${source.name} failed: ${(error as Error).message}`);
        }
      }
      return handled;
    } finally {
      await lock.commit();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.upserting;
    await this.worker?.close();
    await this.queue?.close();
    for (const connection of this.connections) connection.disconnect();
    this.connections.length = 0;
    this.worker = undefined;
    this.queue = undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
