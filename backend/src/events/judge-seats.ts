import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { type JudgeRemovalVia, JudgeRemoved } from './event.events.js';
import { JudgeRemovalParticipants } from './judge-removal-participants.js';
import { JudgingSetupRepository } from './judging-setup.repository.js';

/** Takes judges off events, with everything tied to their seat, inside the calling command. */
@Injectable()
export class JudgeSeats {
  constructor(
    private readonly judging: JudgingSetupRepository,
    private readonly participants: JudgeRemovalParticipants,
  ) {}

  /** False when they did not judge the event. */
  async remove(tx: TransactionScope, eventId: string, judgeId: string, via: JudgeRemovalVia): Promise<boolean> {
    if (!(await this.judging.removeJudge(eventId, judgeId))) return false;
    tx.record(new JudgeRemoved(eventId, { userId: judgeId, via }));
    await this.participants.run(tx, { eventId, judgeId });
    return true;
  }

  /** Off every event they judge; answers those events. */
  async removeEverywhere(tx: TransactionScope, judgeId: string, via: JudgeRemovalVia): Promise<string[]> {
    const eventIds = await this.judging.eventsJudgedBy(judgeId);
    for (const eventId of eventIds) await this.remove(tx, eventId, judgeId, via);
    return eventIds;
  }
}
