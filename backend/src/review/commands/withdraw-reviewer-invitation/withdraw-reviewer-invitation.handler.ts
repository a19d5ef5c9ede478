import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SeatInvitations } from '../../../events/seat-invitations.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewerInvitationNotFound } from '../../review.errors.js';
import { ReviewerInvitationWithdrawn } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { WithdrawReviewerInvitationCommand } from './withdraw-reviewer-invitation.command.js';

@CommandHandler(WithdrawReviewerInvitationCommand)
export class WithdrawReviewerInvitationHandler implements ICommandHandler<WithdrawReviewerInvitationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly invitations: SeatInvitations,
  ) {}

  async execute({ actorId, eventId, email }: WithdrawReviewerInvitationCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      const invited = await this.invitations.withdraw(eventId, 'reviewer', email);
      if (invited === undefined) throw new ReviewerInvitationNotFound();
      tx.record(new ReviewerInvitationWithdrawn(eventId, { email: invited }));
    });
  }
}
