import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { sendEmail } from '../notifications/email/send-email.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import type { VerifiedEmail } from '../users/email-verified-participants.js';
import { JudgeAdded } from './event.events.js';
import { JudgingSetupRepository } from './judging-setup.repository.js';
import { seatEmails } from './seat-emails.js';
import type { SeatKind } from './seat-invitation.entity.js';
import { type PendingSeatInvitation, SeatInvitationRepository } from './seat-invitation.repository.js';

export type { SeatKind } from './seat-invitation.entity.js';
export type { PendingSeatInvitation } from './seat-invitation.repository.js';

/** Someone who accepted an invitation to a seat, to be seated inside the verification's transaction. */
export interface AcceptedSeat {
  eventId: string;
  userId: string;
  /** Who invited them; null once that account is gone. */
  invitedBy: string | null;
}

/** Seats someone who accepted an invitation (and records it), inside the calling transaction. */
export type SeatTaker = (tx: TransactionScope, accepted: AcceptedSeat) => Promise<void>;

/**
 * Seats on an event for people without an account yet: a judge (the wizard) or a reviewer (the
 * Review tab) invited by email. Inviting stores the invitation and queues its email in the calling
 * command; once that person proves they own the address (not at sign-up, so nobody takes a seat
 * with an address that is not theirs) every pending invitation of the email is accepted and its
 * seat given, in the proving transaction: with the verification or not at all. Judging's seat is
 * given here; a feature with a seat of its own says how with `onAccepted`.
 */
@Injectable()
export class SeatInvitations {
  private readonly takers = new Map<SeatKind, SeatTaker>();

  constructor(
    private readonly invitations: SeatInvitationRepository,
    judging: JudgingSetupRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.takers.set('judge', async (tx, { eventId, userId }) => {
      if (await judging.addJudge(eventId, userId)) tx.record(new JudgeAdded(eventId, { userId, via: 'invitation' }));
    });
  }

  /** How a feature seats someone who accepted an invitation to its seat (registered at start-up). */
  onAccepted(seat: SeatKind, taker: SeatTaker): void {
    this.takers.set(seat, taker);
  }

  /**
   * Invites the email to the seat and queues the invitation email, in the calling command (the
   * caller records its event). False, and no email, when the email is invited to it already.
   */
  async invite(
    tx: TransactionScope,
    invitation: { eventId: string; eventTitle: string; seat: SeatKind; email: string; name: string | null },
  ): Promise<boolean> {
    const { eventId, eventTitle, seat, email, name } = invitation;
    if (tx.actorId === null) throw new Error('An invitation is sent by someone');
    if (!(await this.invitations.insert({ eventId, seat, email, name, invitedBy: tx.actorId }))) return false;
    sendEmail(tx, seatEmails.invitation(seat, { email, name }, eventTitle, `${this.config.appUrl}/auth`));
    return true;
  }

  /** Not accepted yet, oldest first. */
  pending(eventId: string, seat: SeatKind): Promise<PendingSeatInvitation[]> {
    return this.invitations.pending(eventId, seat);
  }

  /** Takes back a pending invitation; answers the email as invited (undefined when none was pending). */
  withdraw(eventId: string, seat: SeatKind, email: string): Promise<string | undefined> {
    return this.invitations.withdraw(eventId, seat, email);
  }

  /** The event's invitations to the seat, accepted or not. */
  count(eventId: string, seat: SeatKind): Promise<number> {
    return this.invitations.count(eventId, seat);
  }

  /** An EmailVerifiedParticipant: seats them wherever their email was invited. */
  async accept(tx: TransactionScope, { userId, email }: VerifiedEmail): Promise<void> {
    const accepted = await this.invitations.accept(email, [...this.takers.keys()]);
    for (const { eventId, seat, invitedBy } of accepted) {
      await this.takers.get(seat)!(tx, { eventId, userId, invitedBy });
    }
  }
}
