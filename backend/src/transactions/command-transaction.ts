import { Injectable, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../audit/domain-event.js';
import { EventStore } from '../audit/event-store.js';
import { ProjectionRegistry } from '../audit/projections/projection-registry.js';
import { EmailOutbox } from '../notifications/email/email-outbox.js';
import { OutboxRelay } from '../notifications/outbox/outbox-relay.js';
import { OutboxWriter } from '../notifications/outbox/outbox-writer.js';
import { TransactionScope } from './transaction-scope.js';

/** A recorded event published on the in-process EventBus after commit (for live views and sagas). */
export class EventCommitted {
  constructor(readonly event: RecordedEvent) {}
}

/**
 * The single write path of the product. One database transaction: the handler's state changes,
 * its domain events appended to the event store, the projections they feed, and outbox rows for
 * anything to send. After commit the outbox relay is nudged; nothing leaves the process before.
 */
@Injectable()
export class CommandTransaction {
  constructor(
    private readonly em: EntityManager,
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionRegistry,
    private readonly outbox: OutboxWriter,
    private readonly emailOutbox: EmailOutbox,
    private readonly eventBus: EventBus,
    @Optional() private readonly relay?: OutboxRelay,
  ) {}

  async run<T>(actorId: string | null, work: (tx: TransactionScope) => Promise<T> | T): Promise<T> {
    // transactional() runs the callback on a fork of its own: no need to fork before.
    const { result, recorded, queuedJobs } = await this.em.transactional(async (em) => {
      const scope = new TransactionScope(em, actorId);
      const value = await work(scope);
      await em.flush();

      const emails = scope.emails.map((message) => this.emailOutbox.prepare(message));
      for (const { event } of emails) scope.record(event, 0);

      const events = await this.eventStore.append(em, scope.events, actorId);
      await this.projections.applyAll(em, events);
      await this.outbox.write(
        em,
        emails.map(({ job }) => job),
      );
      for (const { event } of emails) await this.emailOutbox.recordQueued(em, event);
      return { result: value, recorded: events, queuedJobs: emails.length };
    });

    if (queuedJobs > 0) this.relay?.nudge();
    this.eventBus.publishAll(recorded.map((event) => new EventCommitted(event)));
    return result;
  }
}
