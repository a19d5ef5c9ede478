import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewCriterionRemoved } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { RemoveReviewCriterionCommand } from './remove-review-criterion.command.js';

/** The criteria after it move up one, so the rubric stays numbered 1..n. */
@CommandHandler(RemoveReviewCriterionCommand)
export class RemoveReviewCriterionHandler implements ICommandHandler<RemoveReviewCriterionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetupRepository,
  ) {}

  async execute({ actorId, eventId, criterionId }: RemoveReviewCriterionCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      const { label, weight } = await this.change.criterion(eventId, criterionId);
      await this.change.unlessRubricLocked(eventId);
      await this.setup.deleteCriterion(criterionId);
      const remaining = (await this.setup.criteria(eventId)).map(({ id }) => id);
      await this.setup.setOrder(eventId, remaining);
      tx.record(new ReviewCriterionRemoved(eventId, { criterionId, label, weight }));
    });
  }
}
