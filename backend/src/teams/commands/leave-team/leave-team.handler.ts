import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertMember } from '../../../projects/project-access.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { TeamMemberLeft } from '../../team.events.js';
import { OwnerCannotLeave, TeamMemberNotFound } from '../../teams.errors.js';
import { LeaveTeamCommand } from './leave-team.command.js';

/** A member leaves; the owner cannot (they hand the team over first, or keep their project). */
@CommandHandler(LeaveTeamCommand)
export class LeaveTeamHandler implements ICommandHandler<LeaveTeamCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
  ) {}

  async execute({ userId, projectId }: LeaveTeamCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const role = await this.roster.roleOf(projectId, userId);
      assertMember(await this.projects.lockForChange(projectId), role);
      if (role === 'owner') throw new OwnerCannotLeave();
      if (!(await this.roster.removeMember(projectId, userId))) throw new TeamMemberNotFound();
      tx.record(new TeamMemberLeft(projectId, { userId }));
    });
  }
}
