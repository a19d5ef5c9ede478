import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewerNotFound } from '../../review.errors.js';
import { ReviewerRemoved } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { ReviewerRemovalParticipants } from '../../reviewer-removal-participants.js';
import { RemoveReviewerCommand } from './remove-reviewer.command.js';

@CommandHandler(RemoveReviewerCommand)
export class RemoveReviewerHandler implements ICommandHandler<RemoveReviewerCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetupRepository,
    private readonly participants: ReviewerRemovalParticipants,
  ) {}

  async execute({ actorId, eventId, userId }: RemoveReviewerCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      if (!(await this.setup.unseat(eventId, userId))) throw new ReviewerNotFound();
      tx.record(new ReviewerRemoved(eventId, { userId }));
      await this.participants.run(tx, { eventId, userId });
    });
  }
}
