import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import type { VerifiedEmail } from '../users/email-verified-participants.js';
import { JudgeAdded } from './event.events.js';
import { JudgingSetupRepository } from './judging-setup.repository.js';

/**
 * Seats someone on every event that invited their email as a judge, once they prove they own that
 * address (not at sign-up, so nobody judges with an address that is not theirs). Runs inside the
 * proving transaction (EmailVerifiedParticipants): accepted with the verification or not at all.
 */
@Injectable()
export class JudgeInvitationsOnVerification {
  constructor(private readonly judging: JudgingSetupRepository) {}

  async accept(tx: TransactionScope, { userId, email }: VerifiedEmail): Promise<void> {
    const eventIds = await this.judging.acceptPendingInvitations(email);
    for (const eventId of eventIds) {
      if (await this.judging.addJudge(eventId, userId)) {
        tx.record(new JudgeAdded(eventId, { userId, via: 'invitation' }));
      }
    }
  }
}
