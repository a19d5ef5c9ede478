import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../audit/domain-event.js';
import type { PendingEvent } from '../audit/event-store.js';
import type { EmailMessage } from '../notifications/email/email-message.js';

/**
 * What a command handler sees inside its transaction: the entity manager whose `execute` runs SQL
 * in the transaction (handlers write with SQL; MikroORM entities are not flushed here),
 * and the two ways to say what else happened (an event for the audit trail, an email to send).
 */
export class TransactionScope {
  readonly events: PendingEvent[] = [];
  readonly emails: EmailMessage[] = [];

  constructor(
    readonly em: EntityManager,
    readonly actorId: string | null,
  ) {}

  /**
   * Records a domain event. Pass the stream version the command read (0 for a new stream) to
   * make a concurrent change of the same record fail with a 409 instead of being lost.
   */
  record(event: DomainEvent<object>, expectedVersion?: number): void {
    this.events.push({ event, expectedVersion });
  }

  /** Queues an email; it is sent only if, and after, the transaction commits. */
  sendEmail(message: EmailMessage): void {
    this.emails.push(message);
  }
}
