import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { CriterionEdited } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { CriterionNotFound } from '../../events.errors.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { EditCriterionCommand } from './edit-criterion.command.js';

@CommandHandler(EditCriterionCommand)
export class EditCriterionHandler implements ICommandHandler<EditCriterionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
  ) {}

  async execute({ actorId, eventId, criterionId, label, weight, description }: EditCriterionCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.events.lockForChange(eventId);
      if (!(await this.judging.editCriterion(eventId, criterionId, label, weight, description)))
        throw new CriterionNotFound();
      tx.record(
        new CriterionEdited(eventId, {
          criterionId,
          label,
          weight,
          ...(description === undefined ? {} : { description }),
        }),
      );
    });
  }
}
