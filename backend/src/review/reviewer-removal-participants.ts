import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';

/** A removed reviewer, inside the removing command (its lock on the event's setup held). */
export interface RemovedReviewer {
  eventId: string;
  userId: string;
}

export type ReviewerRemovalParticipant = (tx: TransactionScope, removed: RemovedReviewer) => Promise<void>;

/**
 * What else goes with a reviewer's seat (reviewing: their unscored assignments), registered at
 * start-up and run in the removing command's transaction, one after the other.
 */
@Injectable()
export class ReviewerRemovalParticipants {
  private readonly participants: ReviewerRemovalParticipant[] = [];

  register(participant: ReviewerRemovalParticipant): void {
    this.participants.push(participant);
  }

  async run(tx: TransactionScope, removed: RemovedReviewer): Promise<void> {
    for (const participant of this.participants) await participant(tx, removed);
  }
}
