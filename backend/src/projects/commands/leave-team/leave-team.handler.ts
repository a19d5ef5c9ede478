import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertMember } from '../../project-access.js';
import { ProjectRepository } from '../../project.repository.js';
import { OwnerCannotLeave, TeamMemberNotFound } from '../../projects.errors.js';
import { TeamMemberLeft } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { LeaveTeamCommand } from './leave-team.command.js';

/** A member leaves; the owner cannot (they hand the team over first, or keep their project). */
@CommandHandler(LeaveTeamCommand)
export class LeaveTeamHandler implements ICommandHandler<LeaveTeamCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
  ) {}

  async execute({ userId, projectId }: LeaveTeamCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const role = await this.teams.roleOf(projectId, userId);
      assertMember(await this.projects.lockForChange(projectId), role);
      if (role === 'owner') throw new OwnerCannotLeave();
      if (!(await this.teams.removeMember(projectId, userId))) throw new TeamMemberNotFound();
      tx.record(new TeamMemberLeft(projectId, { userId }));
    });
  }
}
