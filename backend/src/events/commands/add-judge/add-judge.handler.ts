import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { JudgeAdded } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { JudgeNotFound } from '../../events.errors.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { AddJudgeCommand, type JudgeChoice } from './add-judge.command.js';

/**
 * Seats the account with exactly this email, or the person picked by id. Never a name: a partial
 * name used to seat the first alphabetical match, so anyone could capture a seat by picking a name.
 */
@CommandHandler(AddJudgeCommand)
export class AddJudgeHandler implements ICommandHandler<AddJudgeCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
    private readonly users: UserDirectory,
  ) {}

  execute({ actorId, eventId, judge }: AddJudgeCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await this.events.lockForChange(eventId);
      const userId = await this.find(judge);
      if (!userId) throw new JudgeNotFound('email' in judge ? 'email' : 'userId');
      if (await this.judging.addJudge(eventId, userId)) {
        tx.record(new JudgeAdded(eventId, { userId, via: 'judging_tab' }));
      }
      return userId;
    });
  }

  private async find(judge: JudgeChoice): Promise<string | undefined> {
    if ('email' in judge) return this.users.idByEmail(judge.email);
    return (await this.users.people([judge.userId])).has(judge.userId) ? judge.userId : undefined;
  }
}
