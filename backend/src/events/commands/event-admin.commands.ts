import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import type { TransactionScope } from '../../transactions/transaction-scope.js';
import type { EventStatus } from '../event-rules.js';
import { EventDeleted, EventStatusChanged } from '../event.events.js';
import { EventNotFound } from '../events.errors.js';

/** Locks the event row for the rest of the transaction; throws 404 when it does not exist. */
export async function lockEvent(
  tx: TransactionScope,
  eventId: string,
): Promise<{ title: string; status: EventStatus }> {
  const [event] = await tx.em.execute<{ title: string; status: EventStatus }[]>(
    'select title, status from events where id = ? for update',
    [eventId],
  );
  if (!event) throw new EventNotFound();
  return event;
}

export class ChangeEventStatusCommand extends Command<EventStatus> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly status: EventStatus,
  ) {
    super();
  }
}

@CommandHandler(ChangeEventStatusCommand)
export class ChangeEventStatusHandler implements ICommandHandler<ChangeEventStatusCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ actorId, eventId, status }: ChangeEventStatusCommand): Promise<EventStatus> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (event.status === status) return status;
      await tx.em.execute('update events set status = ?, version = version + 1, updated_at = now() where id = ?', [
        status,
        eventId,
      ]);
      tx.record(new EventStatusChanged(eventId, { from: event.status, to: status }));
      return status;
    });
  }
}

/** Tables whose rows belong to an event and go with it (foreign keys cascade; counted for the audit trail). */
const ATTACHED = [
  'applications',
  'judging_criteria',
  'event_judges',
  'judge_invitations',
  'project_event_links',
  'project_submissions',
  'winners',
] as const;

export class DeleteEventCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

/** Hard delete: the event and everything attached, in one transaction; the audit trail keeps the fact. */
@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ actorId, eventId }: DeleteEventCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const event = await lockEvent(tx, eventId);
      const removed: Record<string, number> = {};
      for (const table of ATTACHED) {
        const [{ count }] = await tx.em.execute<{ count: string }[]>(
          `select count(*) as count from ${table} where event_id = ?`,
          [eventId],
        );
        removed[table] = Number(count);
      }
      // Projects linked to or submitted to the event outlive it: projects brings their status in
      // line itself once this has committed (it reacts to event.deleted).
      await tx.em.execute('delete from events where id = ?', [eventId]);
      tx.record(new EventDeleted(eventId, { title: event.title, removed }));
    });
  }
}
