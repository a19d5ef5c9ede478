import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { planAssignments } from '../../assignment-plan.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { AlreadyRecused, AssignmentNotFound, JudgingNotOpen, NotAssigned } from '../../judging.errors.js';
import { AssignmentAdded, JudgeRecused } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import { RecuseFromAssignmentCommand } from './recuse-from-assignment.command.js';
import type { RecusalResultDto } from './recuse-from-assignment.request.dto.js';

/**
 * A judge steps back from an assignment (before or during judging), with a reason, while they still
 * judge the event without a conflict with the team (otherwise the assignment no longer counts and
 * is staff's to remove); a saved sheet is
 * dropped (its scores stay in the event). The submission then goes to the eligible judge with the
 * fewest assignments, as 'Assign Submissions' would pick, if there is one.
 */
@CommandHandler(RecuseFromAssignmentCommand)
export class RecuseFromAssignmentHandler implements ICommandHandler<RecuseFromAssignmentCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  execute({ judgeId, assignmentId, reason }: RecuseFromAssignmentCommand): Promise<RecusalResultDto> {
    return this.transaction.run(judgeId, async (tx) => {
      const found = await this.assignments.find(assignmentId);
      if (!found) throw new AssignmentNotFound();
      if (found.judgeId !== judgeId) throw new NotAssigned();
      const { eventId, submissionId } = found;
      const judging = await this.judging.lockForChange(eventId);
      // Removed by staff meanwhile.
      const assignment = await this.assignments.lockForChange(assignmentId);
      if (!assignment) throw new AssignmentNotFound();
      if (assignment.state === 'recused') throw new AlreadyRecused();
      const submission = (await this.submissions.byIds([submissionId])).get(submissionId)!;
      await this.facts.assertMayJudge(judgeId, submission, judging.sameDomainConflicts);
      if (judging.phase === 'closed' || judging.phase === 'published') throw new JudgingNotOpen();
      await this.assignments.recuse(assignmentId, reason);

      const [judgeIds, existing] = await Promise.all([this.setup.judgeIds(eventId), this.assignments.ofEvent(eventId)]);
      const wanted = existing.filter((row) => row.submissionId === submissionId && row.state !== 'recused').length + 1;
      const conflicts = await this.facts.conflictFacts(eventId, judgeIds, [submission], judging.sameDomainConflicts);
      const plan = planAssignments({
        submissions: [submission],
        judgeIds,
        existing,
        eligible: this.facts.eligibility(conflicts),
        k: wanted,
        seed: eventId,
      });
      const [replacement] = await this.assignments.add(eventId, plan.added);

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
      return { reassigned: replacement !== undefined };
    });
  }
}
