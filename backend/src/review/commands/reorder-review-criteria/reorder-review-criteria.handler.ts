import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewSetupInvalid } from '../../review.errors.js';
import { ReviewCriteriaReordered } from '../../review.events.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { ReorderReviewCriteriaCommand } from './reorder-review-criteria.command.js';

/** The order changes no score, so it stays free after reviews are saved. */
@CommandHandler(ReorderReviewCriteriaCommand)
export class ReorderReviewCriteriaHandler implements ICommandHandler<ReorderReviewCriteriaCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetupRepository,
  ) {}

  async execute({ actorId, eventId, criterionIds }: ReorderReviewCriteriaCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      const current = (await this.setup.criteria(eventId)).map(({ id }) => id);
      const known = new Set(current);
      if (
        criterionIds.length !== current.length ||
        new Set(criterionIds).size !== criterionIds.length ||
        criterionIds.some((id) => !known.has(id))
      ) {
        throw new ReviewSetupInvalid([
          { field: 'criterionIds', reason: 'Please list every criterion of the rubric once.' },
        ]);
      }
      if (criterionIds.every((id, index) => current[index] === id)) return;
      await this.setup.setOrder(eventId, criterionIds);
      tx.record(new ReviewCriteriaReordered(eventId, { criterionIds: [...criterionIds] }));
    });
  }
}
