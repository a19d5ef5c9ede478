import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { JudgeConflictRepository } from '../../judge-conflict.repository.js';
import { ConflictAlreadyDeclared, TeamNotInEvent } from '../../judging.errors.js';
import { ConflictDeclared } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import { Recusal } from '../../recusal.js';
import { DeclareConflictCommand } from './declare-conflict.command.js';

/**
 * A judge's declared conflict with a submitted team of the event, before or during judging. It
 * keeps the next 'Assign Submissions' away from the team; a conflicted judge may no longer touch
 * their sheet for it, so an assignment they hold for the team is recused in the same command (with
 * the conflict's reason, and handed on as a recusal is) while judging is not yet closed.
 */
@CommandHandler(DeclareConflictCommand)
export class DeclareConflictHandler implements ICommandHandler<DeclareConflictCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly submissions: EventSubmissions,
    private readonly conflicts: JudgeConflictRepository,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
    private readonly recusal: Recusal,
  ) {}

  execute({ judgeId, eventId, projectId, reason }: DeclareConflictCommand): Promise<string> {
    return this.transaction.run(judgeId, async (tx) => {
      await this.facts.assertJudge(eventId, judgeId);
      const teams = await this.submissions.ofEvent(eventId);
      const submission = teams.find((team) => team.projectId === projectId);
      if (!submission) throw new TeamNotInEvent();
      // The event's judging row, then the assignment: the order every judging command locks in.
      const judging = await this.judging.lockForChange(eventId);
      const conflictId = await this.conflicts.declare({ eventId, judgeId, projectId, reason });
      if (conflictId === undefined) throw new ConflictAlreadyDeclared();
      tx.record(new ConflictDeclared(eventId, { conflictId, judgeId, projectId, reason }));

      const held = (await this.assignments.ofSubmission(submission.id)).find(
        (row) => row.judgeId === judgeId && row.state !== 'recused',
      );
      const assignment = held && (await this.assignments.lockForChange(held.id));
      if (assignment && assignment.state !== 'recused' && judging.phase !== 'closed' && judging.phase !== 'published') {
        await this.recusal.recuse(tx, judging, assignment, submission, reason);
      }
      return conflictId;
    });
  }
}
