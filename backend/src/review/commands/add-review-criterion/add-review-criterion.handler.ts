import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewCriterionAdded } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { AddReviewCriterionCommand } from './add-review-criterion.command.js';

@CommandHandler(AddReviewCriterionCommand)
export class AddReviewCriterionHandler implements ICommandHandler<AddReviewCriterionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetupRepository,
  ) {}

  execute({ actorId, eventId, criterion }: AddReviewCriterionCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      await this.change.unlessRubricLocked(eventId);
      const position = await this.setup.nextPosition(eventId);
      const criterionId = await this.setup.insertCriterion({ eventId, ...criterion, position });
      tx.record(new ReviewCriterionAdded(eventId, { criterionId, ...criterion, position }));
      return criterionId;
    });
  }
}
