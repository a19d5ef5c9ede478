import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventRepository } from '../../event.repository.js';
import { JudgeNotFound } from '../../events.errors.js';
import { JudgeSeats } from '../../judge-seats.js';
import { RemoveJudgeCommand } from './remove-judge.command.js';

/** The judge's assignments end in the same transaction (judging's part of JudgeSeats). */
@CommandHandler(RemoveJudgeCommand)
export class RemoveJudgeHandler implements ICommandHandler<RemoveJudgeCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly seats: JudgeSeats,
  ) {}

  async execute({ actorId, eventId, userId }: RemoveJudgeCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.events.lockForChange(eventId);
      if (!(await this.seats.remove(tx, eventId, userId, 'judging_tab'))) throw new JudgeNotFound();
    });
  }
}
