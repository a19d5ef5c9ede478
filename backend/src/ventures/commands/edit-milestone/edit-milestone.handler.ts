import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { MilestoneRepository, recordOf } from '../../milestone.repository.js';
import { MilestoneEdited } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { MilestoneNotFound } from '../../ventures.errors.js';
import { EditMilestoneCommand } from './edit-milestone.command.js';

/** A member corrects a milestone; a verified one becomes self-reported again (staff verified the old figures). */
@CommandHandler(EditMilestoneCommand)
export class EditMilestoneHandler implements ICommandHandler<EditMilestoneCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
  ) {}

  async execute({ user, ventureId, milestoneId, milestone }: EditMilestoneCommand): Promise<void> {
    await this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const row = await this.milestones.lockInVenture(milestoneId, venture.id);
      if (!row) throw new MilestoneNotFound();
      const now = this.clock.now();
      await this.milestones.update(milestoneId, milestone, now);
      await this.ventures.touch(venture.id, now);
      tx.record(new MilestoneEdited(venture.id, { milestoneId, before: recordOf(row), after: milestone }));
    });
  }
}
