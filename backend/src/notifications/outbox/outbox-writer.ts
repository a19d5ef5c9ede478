import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingEvent } from '../../audit/event-store.js';
import { kyselyOf } from '../../database/database.js';
import type { JobOf } from '../../transactions/job.js';
import { JobOutbox } from '../../transactions/job-outbox.js';
import { EmailOutbox, type OutboxEmail } from '../email/email-outbox.js';
import { OutboxRelay } from './outbox-relay.js';

/**
 * The JobOutbox of every command: writes outbox rows inside the command's transaction (one
 * statement for all of them), lets each job's owner add what it keeps beside them, and wakes the
 * relay after the commit, which publishes them.
 */
@Injectable()
export class OutboxWriter extends JobOutbox {
  constructor(
    private readonly emails: EmailOutbox,
    private readonly relay: OutboxRelay,
  ) {
    super();
  }

  async write(em: EntityManager, jobs: readonly JobOf[]): Promise<PendingEvent[]> {
    if (jobs.length === 0) return [];
    const rows = jobs.map((job) => ({ id: randomUUID(), job }));
    await kyselyOf<'outbox_messages'>(em)
      .insertInto('outbox_messages')
      .values(rows.map(({ id, job }) => ({ id, job_name: job.name, payload: job.payload })))
      .execute();

    const emails: OutboxEmail[] = [];
    for (const { id, job } of rows) {
      switch (job.name) {
        case 'email.send':
          emails.push({ outboxId: id, message: job.payload });
          break;
      }
    }
    return this.emails.queued(em, emails);
  }

  committed(): void {
    this.relay.nudge();
  }
}
