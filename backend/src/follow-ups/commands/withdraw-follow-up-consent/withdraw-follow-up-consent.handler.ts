import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FollowUpConsents } from '../../../applications/follow-up-consents.js';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { FollowUpConsentWithdrawn } from '../../follow-up.events.js';
import { FollowUpRepository } from '../../follow-up.repository.js';
import { FollowUpNotFound } from '../../follow-ups.errors.js';
import { WithdrawFollowUpConsentCommand } from './withdraw-follow-up-consent.command.js';

/**
 * In one transaction: the application's consent is cleared, and its survey, if scheduled or asked
 * and unanswered, is cancelled, so the scheduler never asks or reminds it (it claims only
 * scheduled and asked rows, locked: a tick that holds the row finishes first, then this cancels);
 * an answered one is set aside, so insights stops counting the answer.
 * Withdrawing again changes nothing and records nothing.
 */
@CommandHandler(WithdrawFollowUpConsentCommand)
export class WithdrawFollowUpConsentHandler implements ICommandHandler<WithdrawFollowUpConsentCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly consents: FollowUpConsents,
    private readonly followUps: FollowUpRepository,
  ) {}

  execute({ userId, applicationId }: WithdrawFollowUpConsentCommand): Promise<void> {
    return this.transaction.run(userId, async (tx) => {
      const application = await this.consents.lockOfApplicant(applicationId, userId);
      if (!application) throw new FollowUpNotFound();
      const followUp = await this.followUps.lockOfApplication(applicationId);
      const open = followUp && (followUp.state === 'scheduled' || followUp.state === 'asked') ? followUp : undefined;
      const counted = followUp?.state === 'answered' && followUp.answer_withdrawn_at === null ? followUp : undefined;
      if (!application.follow_up_consent && !open && !counted) return;
      await this.consents.withdraw(applicationId);
      if (open) await this.followUps.cancel(open.id, this.clock.now());
      if (counted) await this.followUps.setAnswerAside(counted.id, this.clock.now());
      tx.record(
        new FollowUpConsentWithdrawn(applicationId, {
          eventId: application.event_id,
          ...(open ? { cancelledFollowUpId: open.id } : {}),
          ...(counted ? { setAsideFollowUpId: counted.id } : {}),
        }),
      );
    });
  }
}
