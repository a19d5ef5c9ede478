import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { AlreadyRecused, AssignmentNotFound, JudgingNotOpen, NotAssigned } from '../../judging.errors.js';
import { JudgingFacts } from '../../judging-facts.js';
import { Recusal } from '../../recusal.js';
import { RecuseFromAssignmentCommand } from './recuse-from-assignment.command.js';
import type { RecusalResultDto } from './recuse-from-assignment.request.dto.js';

/**
 * A judge steps back from an assignment (before or during judging), with a reason, while they still
 * judge the event without a conflict with the team: a judge removed meanwhile has nothing left to
 * recuse from, and declaring a conflict recuses at once (DeclareConflict).
 */
@CommandHandler(RecuseFromAssignmentCommand)
export class RecuseFromAssignmentHandler implements ICommandHandler<RecuseFromAssignmentCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly recusal: Recusal,
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
      return { reassigned: await this.recusal.recuse(tx, judging, assignment, submission, reason) };
    });
  }
}
