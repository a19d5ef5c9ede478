import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { JobName } from '../transactions/job.js';
import { QUEUES, type QueuedJobData, type QueueName, queueOfJob } from './jobs.js';
import { createRedisConnection } from './redis-connection.js';

// A job holds only its outbox id, and a late re-add of a finished row is a no-op in the handler
// (the delivery is final), so finished jobs need not linger: an hour to look at, a day when failed.
const KEEP_COMPLETED_SECONDS = 3600;
const KEEP_FAILED_SECONDS = 24 * 3600;
const ADD_TIMEOUT_MS = 5000;

export class QueueUnavailable extends Error {}

/** A queue of the app's jobs; each carries only its outbox id. */
export type JobQueue = Queue<QueuedJobData, unknown, JobName>;

/** Adds jobs to BullMQ. Only the outbox relay calls it, so every job has a committed outbox row. */
@Injectable()
export class QueueProducer implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, JobQueue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.connection = createRedisConnection(config.redisUrl, 'producer');
    for (const name of Object.values(QUEUES)) {
      const queue: JobQueue = new Queue(name, { connection: this.connection, prefix: config.queuePrefix });
      // Failures reach the caller of add(); the event would otherwise go to an unhandled 'error'.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
  }

  /**
   * The job id is the outbox row id: adding the same row twice is a no-op in BullMQ. The job holds
   * nothing else; its handler reads the payload from the outbox row.
   */
  async add(jobName: JobName, outboxId: string): Promise<void> {
    const queue = this.queue(queueOfJob(jobName));
    // BullMQ would wait for the connection to come back; the outbox is a better place to wait.
    if (!(await this.connected())) throw new QueueUnavailable(`Redis is not connected (${this.connection.status})`);
    const adding = queue.add(
      jobName,
      { outboxId },
      {
        jobId: outboxId,
        attempts: this.config.email.attempts,
        backoff: { type: 'exponential', delay: this.config.email.backoffMs },
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: { age: KEEP_FAILED_SECONDS },
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new QueueUnavailable(`Redis did not accept the job within ${ADD_TIMEOUT_MS} ms`)),
        ADD_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([adding, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  queue(name: QueueName): JobQueue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue "${name}"`);
    return queue;
  }

  /** True when connected; waits a moment for a connection that is being (re)established. */
  private async connected(waitMs = 1000): Promise<boolean> {
    if (this.connection.status === 'ready') return true;
    if (!['connecting', 'connect', 'reconnecting'].includes(this.connection.status)) return false;
    return new Promise<boolean>((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.connection.off('ready', onReady);
        resolve(false);
      }, waitMs);
      this.connection.once('ready', onReady);
    });
  }

  async ping(): Promise<boolean> {
    if (!(await this.connected())) return false;
    try {
      return (await this.connection.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
