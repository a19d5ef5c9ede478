import { Injectable } from '@nestjs/common';
import { nextEligibleReviewer } from '../common/panel-review/assignment-plan.js';
import { JudgingSetup } from '../events/judging-setup.js';
import type { SubmissionFacts } from '../projects/event-submissions.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import type { EventJudgingState } from './event-judging.repository.js';
import { type AssignmentRow, JudgeAssignmentRepository } from './judge-assignment.repository.js';
import { AssignmentAdded, JudgeRecused } from './judging.events.js';
import { JudgingFacts } from './judging-facts.js';

/**
 * A judge steps back from an assignment with a reason: a saved sheet is dropped (its scores stay in
 * the audit trail), and the submission goes to the eligible judge with the fewest assignments, as
 * 'Assign Submissions' would pick, if there is one. Call inside a command holding the event's
 * judging row and the assignment's; answers whether another judge took it.
 */
@Injectable()
export class Recusal {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  async recuse(
    tx: TransactionScope,
    judging: EventJudgingState,
    assignment: AssignmentRow,
    submission: SubmissionFacts,
    reason: string,
  ): Promise<boolean> {
    const { id: assignmentId, eventId, submissionId, judgeId } = assignment;
    await this.assignments.recuse(assignmentId, reason);

    const [judgeIds, existing] = await Promise.all([this.setup.judgeIds(eventId), this.assignments.ofEvent(eventId)]);
    const conflicts = await this.facts.conflictFacts(eventId, judgeIds, [submission], judging.sameDomainConflicts);
    const next = nextEligibleReviewer({
      item: submission,
      reviewerIds: judgeIds,
      existing: existing.map((row) => ({ itemId: row.submissionId, reviewerId: row.judgeId, state: row.state })),
      eligible: this.facts.eligibility(conflicts),
      seed: eventId,
    });
    const [replacement] = next === null ? [] : await this.assignments.add(eventId, [{ submissionId, judgeId: next }]);

    tx.record(
      new JudgeRecused(eventId, {
        assignmentId,
        submissionId,
        judgeId,
        reason,
        scores: assignment.sheet?.scores ?? null,
        reassignedTo: replacement?.judgeId ?? null,
      }),
    );
    if (replacement) tx.record(new AssignmentAdded(eventId, { ...replacement, via: 'recusal' }));
    return replacement !== undefined;
  }
}
