import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { CriterionAdded } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { AddCriterionCommand } from './add-criterion.command.js';

@CommandHandler(AddCriterionCommand)
export class AddCriterionHandler implements ICommandHandler<AddCriterionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly judging: JudgingSetupRepository,
  ) {}

  execute({ actorId, eventId, label, weight, description }: AddCriterionCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await this.events.lockForChange(eventId);
      const [criterionId] = await this.judging.addCriteria(eventId, [{ label, weight, description }]);
      tx.record(new CriterionAdded(eventId, { criterionId, label, weight, description }));
      return criterionId;
    });
  }
}
