import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { JudgeRemoved } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { JudgeNotFound } from '../../events.errors.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { RemoveJudgeCommand } from './remove-judge.command.js';

@CommandHandler(RemoveJudgeCommand)
export class RemoveJudgeHandler implements ICommandHandler<RemoveJudgeCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
  ) {}

  async execute({ actorId, eventId, userId }: RemoveJudgeCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.events.lockForChange(eventId);
      if (!(await this.judging.removeJudge(eventId, userId))) throw new JudgeNotFound();
      tx.record(new JudgeRemoved(eventId, { userId }));
    });
  }
}
