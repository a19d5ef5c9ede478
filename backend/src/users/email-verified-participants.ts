import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';

/** Someone who just proved they own an email address (a verification or a password reset link). */
export interface VerifiedEmail {
  userId: string;
  email: string;
}

export type EmailVerifiedParticipant = (tx: TransactionScope, verified: VerifiedEmail) => Promise<void>;

/**
 * Features with something to do once an address is proven (events: accept judge invitations)
 * register here, so auth need not know them. They run inside the proving command's transaction:
 * what they do commits with the proof or not at all, and no crash between two transactions can
 * lose it.
 */
@Injectable()
export class EmailVerifiedParticipants {
  private readonly participants: EmailVerifiedParticipant[] = [];

  register(participant: EmailVerifiedParticipant): void {
    this.participants.push(participant);
  }

  /** Every participant, one after the other (they share the transaction's connection). */
  async run(tx: TransactionScope, verified: VerifiedEmail): Promise<void> {
    for (const participant of this.participants) await participant(tx, verified);
  }
}
