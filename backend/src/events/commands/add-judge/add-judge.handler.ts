import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { JudgeAdded } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { JudgeNotFound } from '../../events.errors.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { AddJudgeCommand } from './add-judge.command.js';

/** Exact email first; otherwise the first profile whose name contains the text (the spec's lookup). */
@CommandHandler(AddJudgeCommand)
export class AddJudgeHandler implements ICommandHandler<AddJudgeCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
    private readonly users: UserDirectory,
  ) {}

  execute({ actorId, eventId, query }: AddJudgeCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await this.events.lockForChange(eventId);
      const userId = await this.users.findForJudgeSeat(query);
      if (!userId) throw new JudgeNotFound();
      if (await this.judging.addJudge(eventId, userId)) {
        tx.record(new JudgeAdded(eventId, { userId, via: 'judging_tab' }));
      }
      return userId;
    });
  }
}
