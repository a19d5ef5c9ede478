import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../database/database.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import type { EmailDeliveryStatus } from './email-delivery.entity.js';
import { EmailSent, EmailUndelivered } from './email-events.js';
import type { EmailMessage } from './email-message.js';
import { untilRecorded } from './until-recorded.js';

export interface DeliveryAttempt {
  status: EmailDeliveryStatus;
  attempts: number;
  messageId: string;
  /** The email as its outbox row holds it: the job in Redis carries only the outbox id. */
  message: EmailMessage;
}

const now = sql<Date>`now()`;

/** The worker's writes: each delivery step changes the row and, when final, appends an event. */
@Injectable()
export class EmailDeliveryRecorder {
  private readonly logger = new Logger(EmailDeliveryRecorder.name);

  constructor(
    private readonly transaction: CommandTransaction,
    // Inside a command this is the command's own EntityManager (its transaction).
    private readonly em: EntityManager,
  ) {}

  private deliveries() {
    return kyselyOf<'email_deliveries'>(this.em);
  }

  /**
   * Counts an attempt and reads the email to send; undefined when the email is already final (a
   * duplicate or re-driven job). One statement, no transaction: it records no event, and a crash
   * after it leaves 'sending', which the next attempt (or the relay's recovery) takes up again.
   */
  async startAttempt(outboxId: string): Promise<DeliveryAttempt | undefined> {
    const row = await kyselyOf<'email_deliveries' | 'outbox_messages'>(this.em)
      .updateTable('email_deliveries')
      .from('outbox_messages')
      .set((eb) => ({ status: 'sending', attempts: eb('email_deliveries.attempts', '+', 1), updated_at: now }))
      .whereRef('outbox_messages.id', '=', 'email_deliveries.outbox_id')
      .where('outbox_messages.job_name', '=', 'email.send')
      .where('email_deliveries.outbox_id', '=', outboxId)
      .where('email_deliveries.status', 'not in', ['sent', 'undelivered'])
      .returning([
        'email_deliveries.status',
        'email_deliveries.attempts',
        'email_deliveries.message_id',
        'outbox_messages.payload',
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    // Typed as every job's payload; the row's job is 'email.send' (checked above), so an email.
    return { status: row.status, attempts: row.attempts, messageId: row.message_id, message: row.payload };
  }

  /**
   * The SMTP server has the email: if recording that fails (a database restart, say), failing the
   * job would make BullMQ send it again. So the recording is retried here for a while first.
   */
  async recordSent(outboxId: string, attempt: DeliveryAttempt): Promise<void> {
    await untilRecorded(
      () =>
        this.transaction.run(null, async (tx) => {
          await this.deliveries()
            .updateTable('email_deliveries')
            .set({ status: 'sent', sent_at: now, last_error: null, updated_at: now })
            .where('outbox_id', '=', outboxId)
            .execute();
          tx.record(new EmailSent(outboxId, { messageId: attempt.messageId, attempts: attempt.attempts }));
        }),
      (error, retryInMs) =>
        this.logger.warn(`Email ${outboxId} was sent; recording it failed (${error}), retrying in ${retryInMs} ms`),
    );
  }

  /** One statement: it records no event, and a lost write only leaves 'sending', retried all the same. */
  async recordRetrying(outboxId: string, error: string): Promise<void> {
    await this.deliveries()
      .updateTable('email_deliveries')
      .set({ status: 'retrying', last_error: error, updated_at: now })
      .where('outbox_id', '=', outboxId)
      .execute();
  }

  async recordUndelivered(outboxId: string, attempts: number, error: string, permanent: boolean): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      await this.deliveries()
        .updateTable('email_deliveries')
        .set({ status: 'undelivered', last_error: error, updated_at: now })
        .where('outbox_id', '=', outboxId)
        .execute();
      tx.record(new EmailUndelivered(outboxId, { attempts, error, permanent }));
    });
  }
}
