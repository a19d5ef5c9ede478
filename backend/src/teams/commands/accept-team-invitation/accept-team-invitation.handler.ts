import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { ProjectNotFound } from '../../../projects/projects.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { TeamAdmission } from '../../team-admission.js';
import { TeamInvitationLinks } from '../../team-invitation-links.js';
import { TeamInvitationAccepted } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { InvitationUsed } from '../../teams.errors.js';
import { AcceptTeamInvitationCommand } from './accept-team-invitation.command.js';

/**
 * The invitee joins: with the project row locked, the invitation is locked and checked (pending,
 * unexpired, their email) and the team's limits are checked (TeamAdmission).
 */
@CommandHandler(AcceptTeamInvitationCommand)
export class AcceptTeamInvitationHandler implements ICommandHandler<AcceptTeamInvitationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly links: TeamInvitationLinks,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly admission: TeamAdmission,
  ) {}

  execute({ userId, token }: AcceptTeamInvitationCommand): Promise<{ projectId: string; eventId: string | null }> {
    return this.transaction.run(userId, async (tx) => {
      // The project row first, then the invitation: the order revoking takes them in.
      const projectId = (await this.links.find(token, false)).project_id;
      if (!(await this.projects.lockForChange(projectId))) throw new ProjectNotFound();
      const invitation = await this.links.answerable(token, userId);
      const now = this.clock.now();
      await this.admission.admit(tx, projectId, userId, now);
      if (!(await this.teams.decideInvitation(invitation.id, projectId, 'accepted', now))) throw new InvitationUsed();
      tx.record(new TeamInvitationAccepted(projectId, { invitationId: invitation.id, userId }));
      return { projectId, eventId: (await this.roster.attachedEventId(projectId)) ?? null };
    });
  }
}
