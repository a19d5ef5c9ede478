import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewCriterionEdited } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { EditReviewCriterionCommand } from './edit-review-criterion.command.js';

/** The wording may change at any time; the weight only until reviews rest on the rubric (409). */
@CommandHandler(EditReviewCriterionCommand)
export class EditReviewCriterionHandler implements ICommandHandler<EditReviewCriterionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetupRepository,
  ) {}

  async execute({ actorId, eventId, criterionId, criterion }: EditReviewCriterionCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      const current = await this.change.criterion(eventId, criterionId);
      const edited = {
        label: criterion.label,
        weight: criterion.weight,
        description: criterion.description === undefined ? current.description : criterion.description,
      };
      if (
        edited.label === current.label &&
        edited.weight === current.weight &&
        edited.description === current.description
      ) {
        return;
      }
      if (edited.weight !== current.weight) await this.change.unlessRubricLocked(eventId);
      await this.setup.updateCriterion(criterionId, edited);
      tx.record(new ReviewCriterionEdited(eventId, { criterionId, ...edited }));
    });
  }
}
