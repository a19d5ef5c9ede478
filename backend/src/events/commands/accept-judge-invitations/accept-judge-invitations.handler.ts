import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { JudgeAdded } from '../../event.events.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { AcceptJudgeInvitationsCommand } from './accept-judge-invitations.command.js';

/** Assigns someone to every event that invited their email as a judge. */
@CommandHandler(AcceptJudgeInvitationsCommand)
export class AcceptJudgeInvitationsHandler implements ICommandHandler<AcceptJudgeInvitationsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly judging: JudgingSetupRepository,
  ) {}

  execute({ userId, email }: AcceptJudgeInvitationsCommand): Promise<number> {
    return this.transaction.run(userId, async (tx) => {
      const eventIds = await this.judging.acceptPendingInvitations(email);
      for (const eventId of eventIds) {
        if (await this.judging.addJudge(eventId, userId)) {
          tx.record(new JudgeAdded(eventId, { userId, via: 'invitation' }));
        }
      }
      return eventIds.length;
    });
  }
}
