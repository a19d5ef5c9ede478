import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';

/** Someone who no longer judges an event. */
export interface RemovedJudge {
  eventId: string;
  judgeId: string;
}

export type JudgeRemovalParticipant = (tx: TransactionScope, removed: RemovedJudge) => Promise<void>;

/**
 * Features with work of their own tied to a judge's seat (judging: their assignments and sheets)
 * register here, so events need not know them. They run inside the removing command's
 * transaction: nothing of a removed judge is left counting once it commits.
 */
@Injectable()
export class JudgeRemovalParticipants {
  private readonly participants: JudgeRemovalParticipant[] = [];

  register(participant: JudgeRemovalParticipant): void {
    this.participants.push(participant);
  }

  /** Every participant, one after the other (they share the transaction's connection). */
  async run(tx: TransactionScope, removed: RemovedJudge): Promise<void> {
    for (const participant of this.participants) await participant(tx, removed);
  }
}
