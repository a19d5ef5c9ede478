import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { maskEmail } from '../common/masked-email.js';
import { SecureTokens } from '../common/secure-token.js';
import { UserDirectory } from '../users/user-directory.js';
import { TeamRepository } from './team.repository.js';
import {
  InvitationExpired,
  InvitationForAnotherAccount,
  InvitationNotFound,
  InvitationRevoked,
  InvitationUsed,
} from './teams.errors.js';

export type InvitationRow = NonNullable<Awaited<ReturnType<TeamRepository['invitationByDigest']>>>;

/** What an invitation link stands at: its stored status, or 'expired' once a pending one is past its time. */
export type InvitationState = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';

export function invitationState(invitation: InvitationRow, now: Date): InvitationState {
  if (invitation.status === 'pending' && new Date(invitation.expires_at) <= now) return 'expired';
  return invitation.status;
}

/**
 * Emailed invitation links: the token is looked up by its keyed digest; a link is answered once,
 * within 7 days, by the account with the invited email.
 */
@Injectable()
export class TeamInvitationLinks {
  constructor(
    private readonly tokens: SecureTokens,
    private readonly teams: TeamRepository,
    private readonly directory: UserDirectory,
    private readonly clock: Clock,
  ) {}

  /** The invitation of a link (404 when unknown); with `lock`, locked until the command ends. */
  async find(token: string, lock: boolean): Promise<InvitationRow> {
    const invitation = await this.teams.invitationByDigest(this.tokens.digestOf(token), lock);
    if (!invitation) throw new InvitationNotFound();
    return invitation;
  }

  /** Whether the signed-in person has the invited email. */
  async isFor(invitation: InvitationRow, userId: string): Promise<boolean> {
    const person = (await this.directory.people([userId])).get(userId);
    return person !== undefined && person.email.toLowerCase() === invitation.email;
  }

  /** A pending, unexpired invitation for this person, locked; or the refusal that says why not. */
  async answerable(token: string, userId: string): Promise<InvitationRow> {
    const invitation = await this.find(token, true);
    switch (invitationState(invitation, this.clock.now())) {
      case 'revoked':
        throw new InvitationRevoked();
      case 'accepted':
      case 'declined':
        throw new InvitationUsed();
      case 'expired':
        throw new InvitationExpired();
      case 'pending':
        break;
    }
    if (!(await this.isFor(invitation, userId))) throw new InvitationForAnotherAccount(maskEmail(invitation.email));
    return invitation;
  }
}
