import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { TeamInvitationLinks } from '../../team-invitation-links.js';
import { TeamInvitationDeclined } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { InvitationUsed } from '../../teams.errors.js';
import { DeclineTeamInvitationCommand } from './decline-team-invitation.command.js';

/** The invitee says no; the link is spent. */
@CommandHandler(DeclineTeamInvitationCommand)
export class DeclineTeamInvitationHandler implements ICommandHandler<DeclineTeamInvitationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly links: TeamInvitationLinks,
    private readonly teams: TeamRepository,
  ) {}

  async execute({ userId, token }: DeclineTeamInvitationCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const invitation = await this.links.answerable(token, userId);
      const projectId = invitation.project_id;
      if (!(await this.teams.decideInvitation(invitation.id, projectId, 'declined', this.clock.now()))) {
        throw new InvitationUsed();
      }
      tx.record(new TeamInvitationDeclined(projectId, { invitationId: invitation.id, userId }));
    });
  }
}
