import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FailureStreak } from '../../common/failure-streak.js';
import { kyselyOf } from '../../database/database.js';
import { QueueProducer } from '../queue-producer.js';

export interface RelayRun {
  published: number;
  failed: boolean;
}

/**
 * Moves committed outbox rows into BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED, so two
 * relays never take the same row, and marked published only after the queue accepted them. Jobs
 * Redis loses after that come back through LostEmailRecovery.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  /** The relay runs every poll interval: an outage of Redis or PostgreSQL is two lines, not one a run. */
  private readonly outage = new FailureStreak(this.logger, 'Publishing the outbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RelayRun> | undefined;
  private rerun = false;
  private stopped = true;

  constructor(
    private readonly em: EntityManager,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a run soon (after a command committed); cheap to call often. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.rerun = true;
    else this.schedule(0);
  }

  /** Publishes until nothing is pending or the queue refuses; returns what it did. */
  async runOnce(): Promise<RelayRun> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<RelayRun> {
    let published = 0;
    for (;;) {
      const batch = await this.publishBatch();
      published += batch.published;
      if (batch.failed) return { published, failed: true };
      if (batch.published < this.config.outbox.batchSize) {
        this.outage.succeeded();
        return { published, failed: false };
      }
    }
  }

  private async publishBatch(): Promise<RelayRun> {
    return this.em.fork().transactional(async (em) => {
      const outbox = kyselyOf<'outbox_messages'>(em);
      const rows = await outbox
        .selectFrom('outbox_messages')
        .select(['id', 'job_name'])
        .where('published_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(this.config.outbox.batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      const published: string[] = [];
      let failure: { id: string; error: string } | undefined;
      for (const row of rows) {
        try {
          await this.producer.add(row.job_name, row.id);
          published.push(row.id);
        } catch (error) {
          failure = { id: row.id, error: error instanceof Error ? error.message : String(error) };
          break;
        }
      }
      if (published.length > 0) {
        await outbox
          .updateTable('outbox_messages')
          .set({ published_at: sql<Date>`now()` })
          .where('id', 'in', published)
          .execute();
      }
      if (failure) {
        const { id, error } = failure;
        await outbox
          .updateTable('outbox_messages')
          .set((eb) => ({ publish_attempts: eb('publish_attempts', '+', 1), last_error: error }))
          .where('id', '=', id)
          .execute();
        this.outage.failed(`the queue refused a job (${failure.error}); pending rows wait`);
      }
      return { published: published.length, failed: failure !== undefined };
    });
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.outage.failed(error);
    }
    const again = this.rerun;
    this.rerun = false;
    this.schedule(again ? 0 : this.config.outbox.pollIntervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
