import { Injectable } from '@nestjs/common';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { EmailSent, EmailUndelivered } from './email-events.js';

export interface DeliveryAttempt {
  status: string;
  attempts: number;
  messageId: string;
}

/** The worker's writes: each delivery step changes the row and, when final, appends an event. */
@Injectable()
export class EmailDeliveryRecorder {
  constructor(private readonly transaction: CommandTransaction) {}

  /** Counts an attempt; returns undefined when the email is already sent (a duplicate job). */
  async startAttempt(outboxId: string): Promise<DeliveryAttempt | undefined> {
    return this.transaction.run(null, async ({ em }) => {
      const [row] = await em.execute<{ status: string; attempts: number; message_id: string }[]>(
        `update email_deliveries set status = 'sending', attempts = attempts + 1, updated_at = now()
         where outbox_id = ? and status not in ('sent', 'undelivered') returning status, attempts, message_id`,
        [outboxId],
      );
      return row ? { status: row.status, attempts: row.attempts, messageId: row.message_id } : undefined;
    });
  }

  async recordSent(outboxId: string, attempt: DeliveryAttempt): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      await tx.em.execute(
        `update email_deliveries set status = 'sent', sent_at = now(), last_error = null, updated_at = now() where outbox_id = ?`,
        [outboxId],
      );
      tx.record(new EmailSent(outboxId, { messageId: attempt.messageId, attempts: attempt.attempts }));
    });
  }

  async recordRetrying(outboxId: string, error: string): Promise<void> {
    await this.transaction.run(null, async ({ em }) => {
      await em.execute(
        `update email_deliveries set status = 'retrying', last_error = ?, updated_at = now() where outbox_id = ?`,
        [error, outboxId],
      );
    });
  }

  async recordUndelivered(outboxId: string, attempts: number, error: string, permanent: boolean): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      await tx.em.execute(
        `update email_deliveries set status = 'undelivered', last_error = ?, updated_at = now() where outbox_id = ?`,
        [error, outboxId],
      );
      tx.record(new EmailUndelivered(outboxId, { attempts, error, permanent }));
    });
  }
}
