import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { FollowUpAnswered } from '../../follow-up.events.js';
import { FollowUpRepository } from '../../follow-up.repository.js';
import { outcomesOfAnswer } from '../../follow-up-rules.js';
import {
  FollowUpAlreadyAnswered,
  FollowUpNoLongerApplies,
  FollowUpNotFound,
  FollowUpNotYetOpen,
} from '../../follow-ups.errors.js';
import { AnswerFollowUpCommand } from './answer-follow-up.command.js';

/**
 * The applicant's answer, in one transaction: the answer as given and its outcome flags (design
 * partner or LOI, pilot, funding, stopped) on the survey's row, and the audit event. Only the
 * applicant's own survey, once asked; an answered or cancelled one is a 409.
 */
@CommandHandler(AnswerFollowUpCommand)
export class AnswerFollowUpHandler implements ICommandHandler<AnswerFollowUpCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly followUps: FollowUpRepository,
  ) {}

  execute({ user, followUpId, answer }: AnswerFollowUpCommand): Promise<void> {
    return this.transaction.run(user.id, async (tx) => {
      const followUp = await this.followUps.lockOfApplicant(followUpId, user.id);
      if (!followUp) throw new FollowUpNotFound();
      if (followUp.state === 'answered') throw new FollowUpAlreadyAnswered();
      if (followUp.state === 'cancelled') throw new FollowUpNoLongerApplies();
      if (followUp.state === 'scheduled') throw new FollowUpNotYetOpen();
      const outcomes = outcomesOfAnswer(answer);
      await this.followUps.markAnswered(followUp.id, { ...answer }, outcomes, this.clock.now());
      tx.record(
        new FollowUpAnswered(followUp.application_id, {
          followUpId: followUp.id,
          eventId: followUp.event_id,
          decision: followUp.decision,
          whatHappened: answer.whatHappened,
          continuing: answer.continuing,
          outcomes,
        }),
      );
    });
  }
}
