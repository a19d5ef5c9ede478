import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertTeamOwner } from '../../team-access.js';
import { TeamInvitationRevoked } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { InvitationNotFound } from '../../teams.errors.js';
import { RevokeTeamInvitationCommand } from './revoke-team-invitation.command.js';

/** The owner withdraws a pending invitation: its link then says so. */
@CommandHandler(RevokeTeamInvitationCommand)
export class RevokeTeamInvitationHandler implements ICommandHandler<RevokeTeamInvitationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
  ) {}

  async execute({ ownerId, projectId, invitationId }: RevokeTeamInvitationCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      assertTeamOwner(await this.projects.lockForChange(projectId), await this.roster.roleOf(projectId, ownerId));
      const revoked = await this.teams.decideInvitation(invitationId, projectId, 'revoked', this.clock.now());
      if (!revoked) throw new InvitationNotFound();
      tx.record(new TeamInvitationRevoked(projectId, { invitationId, email: revoked.email }));
    });
  }
}
