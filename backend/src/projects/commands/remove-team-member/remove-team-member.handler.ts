import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertTeamOwner } from '../../project-access.js';
import { ProjectRepository } from '../../project.repository.js';
import { TeamMemberNotFound } from '../../projects.errors.js';
import { TeamMemberRemoved } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { RemoveTeamMemberCommand } from './remove-team-member.command.js';

/** The owner removes a member (never themselves: 404, they are not a 'member'). */
@CommandHandler(RemoveTeamMemberCommand)
export class RemoveTeamMemberHandler implements ICommandHandler<RemoveTeamMemberCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
  ) {}

  async execute({ ownerId, projectId, memberId }: RemoveTeamMemberCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      assertTeamOwner(await this.projects.lockForChange(projectId), await this.teams.roleOf(projectId, ownerId));
      if (!(await this.teams.removeMember(projectId, memberId))) throw new TeamMemberNotFound();
      tx.record(new TeamMemberRemoved(projectId, { userId: memberId }));
    });
  }
}
