import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import type { EventStatus } from '../../event-rules.js';
import { EventStatusChanged } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { ChangeEventStatusCommand } from './change-event-status.command.js';

@CommandHandler(ChangeEventStatusCommand)
export class ChangeEventStatusHandler implements ICommandHandler<ChangeEventStatusCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
  ) {}

  execute({ actorId, eventId, status }: ChangeEventStatusCommand): Promise<EventStatus> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.events.lockForChange(eventId);
      if (event.status === status) return status;
      await this.events.changeStatus(eventId, status);
      tx.record(new EventStatusChanged(eventId, { from: event.status, to: status }));
      return status;
    });
  }
}
