import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertTeamOwner } from '../../team-access.js';
import { TeamMemberRemoved } from '../../team.events.js';
import { TeamMemberNotFound } from '../../teams.errors.js';
import { RemoveTeamMemberCommand } from './remove-team-member.command.js';

/** The owner removes a member (never themselves: 404, they are not a 'member'). */
@CommandHandler(RemoveTeamMemberCommand)
export class RemoveTeamMemberHandler implements ICommandHandler<RemoveTeamMemberCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
  ) {}

  async execute({ ownerId, projectId, memberId }: RemoveTeamMemberCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      assertTeamOwner(await this.projects.lockForChange(projectId), await this.roster.roleOf(projectId, ownerId));
      if (!(await this.roster.removeMember(projectId, memberId))) throw new TeamMemberNotFound();
      tx.record(new TeamMemberRemoved(projectId, { userId: memberId }));
    });
  }
}
