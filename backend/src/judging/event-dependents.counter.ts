import { Injectable } from '@nestjs/common';
import { JudgeAssignmentRepository } from './judge-assignment.repository.js';
import { JudgeConflictRepository } from './judge-conflict.repository.js';
import { WinnerRepository } from './results/winner.repository.js';

/**
 * What of judging's goes with a deleted event (foreign keys cascade), counted for its
 * `event.deleted` audit entry. Registered with EventDependents: it runs inside the delete
 * command's transaction.
 */
@Injectable()
export class JudgingRowsOfEvent {
  constructor(
    private readonly assignments: JudgeAssignmentRepository,
    private readonly conflicts: JudgeConflictRepository,
    private readonly winners: WinnerRepository,
  ) {}

  async count(
    eventId: string,
  ): Promise<Record<'judge_assignments' | 'score_sheets' | 'judge_conflicts' | 'winners', number>> {
    return {
      ...(await this.assignments.countsForEvent(eventId)),
      judge_conflicts: await this.conflicts.countForEvent(eventId),
      winners: await this.winners.countForEvent(eventId),
    };
  }
}
