import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertTeamOwner } from '../../team-access.js';
import { TeamOwnershipTransferred } from '../../team.events.js';
import { TeamMemberNotFound } from '../../teams.errors.js';
import { TransferTeamOwnershipCommand } from './transfer-team-ownership.command.js';

/** The new owner must be a member; the old owner stays on as a member. */
@CommandHandler(TransferTeamOwnershipCommand)
export class TransferTeamOwnershipHandler implements ICommandHandler<TransferTeamOwnershipCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
  ) {}

  async execute({ ownerId, projectId, newOwnerId }: TransferTeamOwnershipCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      assertTeamOwner(await this.projects.lockForChange(projectId), await this.roster.roleOf(projectId, ownerId));
      if ((await this.roster.roleOf(projectId, newOwnerId)) !== 'member') throw new TeamMemberNotFound();
      await this.roster.transferOwnership(projectId, ownerId, newOwnerId);
      tx.record(new TeamOwnershipTransferred(projectId, { fromUserId: ownerId, userId: newOwnerId }));
    });
  }
}
