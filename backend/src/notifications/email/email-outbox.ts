import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JOBS } from '../jobs.js';
import type { PendingJob } from '../outbox/outbox-writer.js';
import { EmailQueued } from './email-events.js';
import { type EmailMessage, messageIdFor } from './email-message.js';

/** Turns emails a command wants sent into outbox jobs, delivery rows and `email.queued` events. */
@Injectable()
export class EmailOutbox {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  prepare(message: EmailMessage): { job: PendingJob; event: EmailQueued } {
    const id = randomUUID();
    const messageId = messageIdFor(id, this.config.appUrl);
    return {
      job: { id, jobName: JOBS.sendEmail.name, payload: { ...message } },
      event: new EmailQueued(id, { to: message.to, subject: message.subject, template: message.template, messageId }),
    };
  }

  /** Inserts the delivery row once the outbox row exists (same transaction). */
  async recordQueued(em: EntityManager, queued: EmailQueued): Promise<void> {
    await em.execute(
      `insert into email_deliveries (outbox_id, recipient, subject, template, message_id, status, attempts, queued_at, updated_at)
       values (?, ?, ?, ?, ?, 'queued', 0, now(), now())`,
      [queued.streamId, queued.payload.to, queued.payload.subject, queued.payload.template, queued.payload.messageId],
    );
  }
}
