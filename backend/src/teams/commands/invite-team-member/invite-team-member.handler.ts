import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import { SecureTokens } from '../../../common/secure-token.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { assertTeamOwner } from '../../team-access.js';
import { teamEmails } from '../../team-emails.js';
import { TeamInvitationQuota } from '../../team-invitation-quota.js';
import { TeamInvitationSent } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { AlreadyTeamMember, InvitationAlreadyPending, SeekerNotFound, TeamFull } from '../../teams.errors.js';
import { type Invitee, InviteTeamMemberCommand } from './invite-team-member.command.js';

/** Invitation links work for 7 days, once (teams.md). */
export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The owner invites an email address, or a person listed under 'People looking for a team' of the
 * team's event (by id: never anyone else, so an id cannot be turned into an address). The email
 * carries a link with a 256-bit token of which only a keyed digest is stored. Inviting the same
 * address again while one is pending is refused, and so is passing the daily quotas.
 */
@CommandHandler(InviteTeamMemberCommand)
export class InviteTeamMemberHandler implements ICommandHandler<InviteTeamMemberCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly tokens: SecureTokens,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly directory: UserDirectory,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
    private readonly quota: TeamInvitationQuota,
  ) {}

  execute({ ownerId, projectId, invitee }: InviteTeamMemberCommand): Promise<string> {
    return this.transaction.run(ownerId, async (tx) => {
      const project = assertTeamOwner(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, ownerId),
      );
      const eventId = (await this.roster.attachedEventId(projectId)) ?? null;
      const { email, pickedId, field } = await this.addressOf(invitee, eventId);
      const inviteeId = pickedId ?? (await this.directory.idByEmail(email));
      if (inviteeId !== undefined && (await this.roster.roleOf(projectId, inviteeId)) !== undefined) {
        throw new AlreadyTeamMember('This person is already a member of the team.');
      }
      const now = this.clock.now();
      const pending = pickedId === null ? { email } : { userId: pickedId };
      if (await this.teams.hasLiveInvitation(projectId, pending, now)) throw new InvitationAlreadyPending(field);
      const event = eventId === null ? undefined : await this.events.findById(eventId);
      if (event && (await this.roster.memberCount(projectId)) >= event.team_size_max) {
        throw new TeamFull(event.team_size_max);
      }
      await this.quota.assertMayInvite(ownerId, email, field, now);

      const id = randomUUID();
      const { token, digest } = this.tokens.issue();
      const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_MS);
      await this.teams.insertInvitation({
        id,
        projectId,
        email,
        invitedBy: ownerId,
        inviteeId: pickedId,
        tokenDigest: digest,
        expiresAt,
        createdAt: now,
      });
      const inviter = (await this.directory.people([ownerId])).get(ownerId);
      // Always sent, without a category: the invitation's link travels only by this email, so an
      // invitee who turned team activity off could otherwise never accept it.
      sendEmail(
        tx,
        teamEmails.invitation(
          email,
          inviter?.displayName ?? 'A team owner',
          project.title,
          event?.title ?? null,
          `${this.config.appUrl}/teams/invitations/${token}`,
          { projectId, eventId },
        ),
      );
      tx.record(new TeamInvitationSent(projectId, { invitationId: id, email, expiresAt: expiresAt.toISOString() }));
      return id;
    });
  }

  /**
   * The typed address, or that of a person 'People looking for a team' lists for the team's event
   * (switched on, approved, in no team of it); any other id, existing or not, is SeekerNotFound alike.
   */
  private async addressOf(
    invitee: Invitee,
    eventId: string | null,
  ): Promise<{ email: string; pickedId: string | null; field: 'email' | 'userId' }> {
    if ('email' in invitee) return { email: invitee.email.toLowerCase(), pickedId: null, field: 'email' };
    const { userId } = invitee;
    const listed =
      eventId !== null &&
      (await this.teams.isSeeking(userId, eventId)) &&
      (await this.standing.isApproved(userId, eventId)) &&
      (await this.roster.teamOfUserInEvent(userId, eventId)) === undefined;
    const person = listed ? (await this.directory.people([userId])).get(userId) : undefined;
    if (!person) throw new SeekerNotFound();
    return { email: person.email.toLowerCase(), pickedId: userId, field: 'userId' };
  }
}
