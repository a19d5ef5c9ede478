import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventDependents } from '../../event-dependents.js';
import { EventDeleted } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { DeleteEventCommand } from './delete-event.command.js';

/**
 * Hard delete: the event and everything attached (foreign keys cascade), in one transaction; the
 * audit trail keeps the fact with what went with it. Features with rows of their own react to the
 * committed `event.deleted` (projects refresh their status there).
 */
@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
    private readonly dependents: EventDependents,
  ) {}

  async execute({ actorId, eventId }: DeleteEventCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const event = await this.events.lockForChange(eventId);
      // Counted before the delete: the cascade takes these rows with it.
      const removed = { ...(await this.judging.countFor(eventId)), ...(await this.dependents.count(eventId)) };
      await this.events.delete(eventId);
      tx.record(new EventDeleted(eventId, { title: event.title, removed, status: event.status }));
    });
  }
}
