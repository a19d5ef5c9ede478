import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertTeamOwner } from '../../project-access.js';
import { ProjectRepository } from '../../project.repository.js';
import { TeamMemberNotFound } from '../../projects.errors.js';
import { TeamOwnershipTransferred } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { TransferTeamOwnershipCommand } from './transfer-team-ownership.command.js';

/** The new owner must be a member; the old owner stays on as a member. */
@CommandHandler(TransferTeamOwnershipCommand)
export class TransferTeamOwnershipHandler implements ICommandHandler<TransferTeamOwnershipCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
  ) {}

  async execute({ ownerId, projectId, newOwnerId }: TransferTeamOwnershipCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      assertTeamOwner(await this.projects.lockForChange(projectId), await this.teams.roleOf(projectId, ownerId));
      if ((await this.teams.roleOf(projectId, newOwnerId)) !== 'member') throw new TeamMemberNotFound();
      await this.teams.transferOwnership(projectId, ownerId, newOwnerId);
      tx.record(new TeamOwnershipTransferred(projectId, { fromUserId: ownerId, userId: newOwnerId }));
    });
  }
}
