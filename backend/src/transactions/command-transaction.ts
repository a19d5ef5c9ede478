import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EntityManager, TransactionContext } from '@mikro-orm/postgresql';
import { AuditCheckpoints } from '../audit/audit-checkpoints.js';
import type { RecordedEvent } from '../audit/domain-event.js';
import { EventStore } from '../audit/event-store.js';
import { ProjectionRegistry } from '../audit/projections/projection-registry.js';
import { JobOutbox } from './job-outbox.js';
import { PinnedTransaction } from './pinned-transaction.js';
import { TransactionScope } from './transaction-scope.js';

/** Set while a command's transaction runs, so a command started inside another fails loudly. */
const insideCommand = new AsyncLocalStorage<boolean>();

/** A recorded event published on the in-process EventBus after commit (for live views and sagas). */
export class EventCommitted {
  constructor(readonly event: RecordedEvent) {}
}

/**
 * The single write path of the product. One database transaction: the handler's state changes,
 * its domain events appended to the event store, the projections they feed, and the jobs it queued
 * (outbox rows). After commit the job outbox is told; nothing leaves the process before.
 */
@Injectable()
export class CommandTransaction {
  private readonly logger = new Logger(CommandTransaction.name);

  constructor(
    private readonly em: EntityManager,
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionRegistry,
    private readonly jobs: JobOutbox,
    private readonly eventBus: EventBus,
    private readonly checkpoints: AuditCheckpoints,
  ) {}

  async run<T>(actorId: string | null, work: (tx: TransactionScope) => Promise<T> | T): Promise<T> {
    if (insideCommand.getStore()) {
      throw new Error('Commands do not nest: run the second one after the first has committed (see EventCommitted)');
    }
    const connection = this.em.getConnection().getClient().connection();
    const { result, recorded, queuedJobs } = await connection.execute((pinned) =>
      insideCommand.run(true, () => this.inTransaction(new PinnedTransaction(pinned), actorId, work)),
    );

    if (queuedJobs > 0) this.jobs.committed();
    await this.checkpoints.committed(recorded);
    this.eventBus.publishAll(recorded.map((event) => new EventCommitted(event)));
    return result;
  }

  private async inTransaction<T>(
    transaction: PinnedTransaction,
    actorId: string | null,
    work: (tx: TransactionScope) => Promise<T> | T,
  ): Promise<{ result: T; recorded: RecordedEvent[]; queuedJobs: number }> {
    const em = this.em.fork();
    // MikroORM sends every query of this fork (execute, flush, getKysely) through the transaction,
    // and inside TransactionContext the injected EntityManager resolves to this fork, so
    // repositories need not be handed the transaction.
    em.setTransactionContext(transaction.kysely);
    try {
      const scope = new TransactionScope(em, actorId);
      const result = await TransactionContext.create(em, () => work(scope));
      await em.flush();

      if (scope.jobs.length > 0) scope.events.push(...(await this.jobs.write(em, scope.jobs)));

      // The append goes last: from it to the commit, every other command waits on the chain lock.
      let recorded: RecordedEvent[];
      if (scope.events.length > 0 && !this.projections.handleAny(scope.events.map(({ event }) => event.type))) {
        recorded = await this.eventStore.appendAndCommit(em, scope.events, actorId);
        transaction.committedInPlace();
      } else {
        recorded = await this.eventStore.append(em, scope.events, actorId);
        await this.projections.applyAll(em, recorded);
        await transaction.commit();
      }
      return { result, recorded, queuedJobs: scope.jobs.length };
    } catch (error) {
      await transaction
        .rollback()
        .catch((rollbackError: unknown) => this.logger.warn(`Rollback failed: ${String(rollbackError)}`));
      throw error;
    }
  }
}
