import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SeatInvitations } from '../../../events/seat-invitations.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { ReviewerInvited, ReviewerSeated } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { SeatReviewerCommand, type SeatReviewerOutcome } from './seat-reviewer.command.js';

/**
 * By exact email (any case), never by a name, as judges are seated. An email without an account is
 * invited: the invitation email goes out with the command, and the seat is given when that person
 * verifies the address (SeatInvitations).
 */
@CommandHandler(SeatReviewerCommand)
export class SeatReviewerHandler implements ICommandHandler<SeatReviewerCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetupRepository,
    private readonly users: UserDirectory,
    private readonly invitations: SeatInvitations,
  ) {}

  execute({ actorId, eventId, email }: SeatReviewerCommand): Promise<SeatReviewerOutcome> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.change.open(eventId);
      const userId = await this.users.idByEmail(email);
      if (userId) {
        if (!(await this.setup.seat(eventId, userId, actorId))) return 'already_seated';
        tx.record(new ReviewerSeated(eventId, { userId, via: 'review_tab' }));
        return 'seated';
      }
      const invitation = { eventId, eventTitle: event.title, seat: 'reviewer' as const, email, name: null };
      if (!(await this.invitations.invite(tx, invitation))) return 'already_invited';
      tx.record(new ReviewerInvited(eventId, { email }));
      return 'invited';
    });
  }
}
