import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { MilestoneRepository } from '../../milestone.repository.js';
import { MilestoneAdded } from '../../venture.events.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureAccess } from '../../venture-access.js';
import { AddMilestoneCommand } from './add-milestone.command.js';

/** 'Add Milestone': a member records evidence; it is self-reported until staff verify it. */
@CommandHandler(AddMilestoneCommand)
export class AddMilestoneHandler implements ICommandHandler<AddMilestoneCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly access: VentureAccess,
    private readonly ventures: VentureRepository,
    private readonly milestones: MilestoneRepository,
  ) {}

  execute({ user, ventureId, milestone }: AddMilestoneCommand): Promise<string> {
    return this.transaction.run(user.id, async (tx) => {
      const venture = await this.access.lockForMember(ventureId, user);
      const id = randomUUID();
      const now = this.clock.now();
      await this.milestones.insert(id, venture.id, milestone, user.id, now);
      await this.ventures.touch(venture.id, now);
      tx.record(new MilestoneAdded(venture.id, { milestoneId: id, checkinId: null, ...milestone }));
      return id;
    });
  }
}
