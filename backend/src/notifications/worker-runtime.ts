import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AsJobHandler, type JobHandler } from './job-handler.js';
import type { JobName } from '../transactions/job.js';
import { JOB_QUEUES, QUEUES, type QueuedJobData, type QueueJob } from './jobs.js';
import { LostEmailRecovery } from './email/lost-email-recovery.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { DueWorkTick } from './schedule/due-work-tick.js';
import { createRedisConnection } from './redis-connection.js';

export const RUN_WORKERS = Symbol('RUN_WORKERS');

/**
 * Runs the outbox relay, the lost email recovery, the due work tick and one BullMQ worker per queue, in `npm start`
 * (in process) or alone in `npm run worker`. Refuses to boot if a known job has no handler.
 */
@Injectable()
export class WorkerRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerRuntime.name);
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workers: Worker<QueuedJobData, unknown, JobName>[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly relay: OutboxRelay,
    private readonly lostEmailRecovery: LostEmailRecovery,
    private readonly dueWork: DueWorkTick,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: AsJobHandler.KEY })) {
      const handler = wrapper.instance as JobHandler;
      this.handlers.set(handler.jobName, handler);
    }
    const missing = Object.keys(JOB_QUEUES).filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new Error(`No handler for job(s): ${missing.join(', ')}`);
    if (!this.enabled) return;

    for (const queue of Object.values(QUEUES)) {
      const connection = createRedisConnection(this.config.redisUrl, 'worker');
      this.connections.push(connection);
      const worker = new Worker<QueuedJobData, unknown, JobName>(queue, (job) => this.process(job), {
        connection,
        prefix: this.config.queuePrefix,
        concurrency: this.config.worker.concurrency,
        lockDuration: this.config.worker.lockDurationMs,
        stalledInterval: this.config.worker.stalledIntervalMs,
        // A send interrupted by a crash is retried with the same Message-ID; allow a few crashes.
        maxStalledCount: 3,
        autorun: true,
      });
      worker.on('error', (error) => this.logger.warn(`Worker ${queue}: ${error.message}`));
      worker.on('failed', (job, error) =>
        this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed: ${error.message}`),
      );
      this.workers.push(worker);
    }
    this.relay.start();
    this.lostEmailRecovery.start();
    this.dueWork.start();
    this.logger.log(`Workers running for queues: ${Object.values(QUEUES).join(', ')}`);
  }

  private async process(job: QueueJob): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    return handler.handle(job);
  }

  /** Stops taking jobs and waits for the ones in progress (graceful shutdown on SIGTERM). */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.relay.stop(), this.lostEmailRecovery.stop(), this.dueWork.stop()]);
    await Promise.all(this.workers.map((worker) => worker.close()));
    for (const connection of this.connections) connection.disconnect();
  }
}
