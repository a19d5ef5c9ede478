import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { kyselyOf } from '../../database/database.js';
import { QUEUES } from '../jobs.js';
import { QueueProducer } from '../queue-producer.js';

const BATCH = 500;
/** States in which BullMQ will still run the job. Anything else (gone, failed, completed) will not. */
const ALIVE = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Finds emails the outbox handed to Redis that are not final (queued, sending, retrying) while
 * Redis no longer holds a job that will send them, as after a FLUSHALL or a restart without
 * persistence, and queues them again. Safe to run anywhere, any time: a re-added job of an email
 * that turns out final is a no-op in the worker, and the same job id cannot be queued twice.
 */
@Injectable()
export class LostEmailJobs {
  private readonly logger = new Logger(LostEmailJobs.name);

  constructor(
    private readonly em: EntityManager,
    private readonly producer: QueueProducer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Returns how many it queued again. */
  async requeue(): Promise<number> {
    const queue = this.producer.queue(QUEUES.email);
    // Published at least one recovery interval ago: a job just added is surely in Redis by then.
    const publishedBefore = new Date(Date.now() - this.config.outbox.recoveryIntervalMs);
    let after = '00000000-0000-0000-0000-000000000000';
    let requeued = 0;
    for (;;) {
      const rows = await kyselyOf<'email_deliveries' | 'outbox_messages'>(this.em.fork())
        .selectFrom('email_deliveries')
        .innerJoin('outbox_messages', 'outbox_messages.id', 'email_deliveries.outbox_id')
        .select('email_deliveries.outbox_id as id')
        .where('email_deliveries.status', 'in', ['queued', 'sending', 'retrying'])
        .where('outbox_messages.published_at', '<', publishedBefore)
        // Untouched for as long: a worker that still runs the job of a flushed Redis moves the row
        // within seconds, and it must not get a twin that sends the email a second time.
        .where('email_deliveries.updated_at', '<', publishedBefore)
        .where('email_deliveries.outbox_id', '>', after)
        .orderBy('email_deliveries.outbox_id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return requeued;
      after = rows[rows.length - 1].id;
      const states = await Promise.all(rows.map(({ id }) => queue.getJobState(id)));
      const lost = rows.filter((_, index) => !ALIVE.has(states[index])).map(({ id }) => id);
      for (const id of lost) {
        // A failed or completed job of an unfinished email (a worker killed too often mid-send, a
        // final recording that never landed) keeps its id taken: make room for the new one.
        await queue.remove(id);
        await this.producer.add('email.send', id);
      }
      if (lost.length > 0) {
        await kyselyOf<'outbox_messages'>(this.em.fork())
          .updateTable('outbox_messages')
          .set((eb) => ({
            publish_attempts: eb('publish_attempts', '+', 1),
            last_error: 'job lost from the queue; queued again',
            published_at: sql<Date>`now()`,
          }))
          .where('id', 'in', lost)
          .execute();
        this.logger.warn(`Queued ${lost.length} unfinished email(s) again whose job was no longer in Redis`);
        requeued += lost.length;
      }
      if (rows.length < BATCH) return requeued;
    }
  }
}
