import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../database/database.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import type { EmailDeliveryStatus } from './email-delivery.entity.js';
import { EmailSent, EmailUndelivered } from './email-events.js';

export interface DeliveryAttempt {
  status: EmailDeliveryStatus;
  attempts: number;
  messageId: string;
}

const now = sql<Date>`now()`;

/** The worker's writes: each delivery step changes the row and, when final, appends an event. */
@Injectable()
export class EmailDeliveryRecorder {
  constructor(
    private readonly transaction: CommandTransaction,
    // Inside a command this is the command's own EntityManager (its transaction).
    private readonly em: EntityManager,
  ) {}

  private deliveries() {
    return kyselyOf<'email_deliveries'>(this.em);
  }

  /** Counts an attempt; returns undefined when the email is already sent (a duplicate job). */
  async startAttempt(outboxId: string): Promise<DeliveryAttempt | undefined> {
    return this.transaction.run(null, async () => {
      const row = await this.deliveries()
        .updateTable('email_deliveries')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('outbox_id', '=', outboxId)
        .where('status', 'not in', ['sent', 'undelivered'])
        .returning(['status', 'attempts', 'message_id'])
        .executeTakeFirst();
      return row ? { status: row.status, attempts: row.attempts, messageId: row.message_id } : undefined;
    });
  }

  async recordSent(outboxId: string, attempt: DeliveryAttempt): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      await this.deliveries()
        .updateTable('email_deliveries')
        .set({ status: 'sent', sent_at: now, last_error: null, updated_at: now })
        .where('outbox_id', '=', outboxId)
        .execute();
      tx.record(new EmailSent(outboxId, { messageId: attempt.messageId, attempts: attempt.attempts }));
    });
  }

  async recordRetrying(outboxId: string, error: string): Promise<void> {
    await this.transaction.run(null, async () => {
      await this.deliveries()
        .updateTable('email_deliveries')
        .set({ status: 'retrying', last_error: error, updated_at: now })
        .where('outbox_id', '=', outboxId)
        .execute();
    });
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
