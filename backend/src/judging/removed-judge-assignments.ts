import { Injectable } from '@nestjs/common';
import type { RemovedJudge } from '../events/judge-removal-participants.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { EventJudgingRepository } from './event-judging.repository.js';
import { JudgeAssignmentRepository } from './judge-assignment.repository.js';
import { AssignmentRemoved } from './judging.events.js';

/**
 * A judge taken off an event leaves none of their assignments behind: each is removed with its
 * sheet, whose scores stay in the audit trail (as when staff remove one with confirm), so results
 * stop counting them and the next 'Assign Submissions' fills the gaps. Registered with
 * JudgeRemovalParticipants: it runs inside the removing command's transaction.
 */
@Injectable()
export class RemovedJudgeAssignments {
  constructor(
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  async end(tx: TransactionScope, { eventId, judgeId }: RemovedJudge): Promise<void> {
    // The event's judging row first, as every judging command locks: a save under way finishes
    // before, and one after sees the judge gone.
    await this.judging.lockForChange(eventId);
    const theirs = await this.assignments.ofJudge(judgeId, eventId);
    await this.assignments.remove(...theirs.map((assignment) => assignment.id));
    for (const assignment of theirs) {
      tx.record(
        new AssignmentRemoved(eventId, {
          assignmentId: assignment.id,
          submissionId: assignment.submissionId,
          judgeId,
          scores: assignment.sheet?.scores ?? null,
          total: assignment.sheet?.total ?? null,
          via: 'judge_removed',
        }),
      );
    }
  }
}
