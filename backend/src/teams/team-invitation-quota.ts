import { Injectable } from '@nestjs/common';
import { TeamRepository } from './team.repository.js';
import { TooManyInvitations } from './teams.errors.js';

/** Invitation emails one user may send in 24 hours, and one address may receive (teams' spam guard). */
export const INVITATIONS_PER_INVITER_PER_DAY = 20;
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the invitations themselves (team_invitations rows of the last 24 hours) rather than Redis
 * counters: the quota then survives a Redis flush or restart, counts only invitations that were
 * really sent (a refused or rolled-back one leaves no row), and needs no second record to keep in
 * step. Checked inside the inviting command, under the quota locks, so parallel invitations cannot
 * all pass on the same count.
 */
@Injectable()
export class TeamInvitationQuota {
  constructor(private readonly teams: TeamRepository) {}

  /** Throws TooManyInvitations (429) when one more invitation would exceed either quota. */
  async assertMayInvite(inviterId: string, email: string, field: 'email' | 'userId', now: Date): Promise<void> {
    await this.teams.lockInvitationQuotas(inviterId, email);
    const since = new Date(now.getTime() - DAY_MS);
    if ((await this.teams.countInvitationsSentSince(inviterId, since)) >= INVITATIONS_PER_INVITER_PER_DAY) {
      throw new TooManyInvitations({ perInviter: INVITATIONS_PER_INVITER_PER_DAY });
    }
    if ((await this.teams.countInvitationsReceivedSince(email, since)) >= INVITATIONS_PER_RECIPIENT_PER_DAY) {
      throw new TooManyInvitations({ perRecipient: INVITATIONS_PER_RECIPIENT_PER_DAY, field });
    }
  }
}
