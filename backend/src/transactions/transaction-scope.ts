import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../audit/domain-event.js';
import type { PendingEvent } from '../audit/event-store.js';
import type { JobName, JobOf } from './job.js';

/**
 * What a command handler sees inside its transaction: the entity manager of the transaction, and
 * the two ways to say what else happened (an event for the audit trail, a job to run after commit).
 * Features add typed helpers on top (notifications: `sendEmail(tx, message)`).
 */
export class TransactionScope {
  readonly events: PendingEvent[] = [];
  readonly jobs: JobOf[] = [];

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

  /** Queues a job; it runs only if, and after, the transaction commits. */
  enqueue<N extends JobName>(job: JobOf<N>): void {
    this.jobs.push(job);
  }
}
