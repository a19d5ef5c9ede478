import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { JudgeConflictRepository } from '../../judge-conflict.repository.js';
import { ConflictAlreadyDeclared, TeamNotInEvent } from '../../judging.errors.js';
import { ConflictDeclared } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import { DeclareConflictCommand } from './declare-conflict.command.js';

/**
 * A judge's declared conflict with a submitted team of the event, before or during judging. It
 * keeps the next 'Assign Submissions' away from the team; an existing assignment stays (the judge
 * recuses from it).
 */
@CommandHandler(DeclareConflictCommand)
export class DeclareConflictHandler implements ICommandHandler<DeclareConflictCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly submissions: EventSubmissions,
    private readonly conflicts: JudgeConflictRepository,
  ) {}

  execute({ judgeId, eventId, projectId, reason }: DeclareConflictCommand): Promise<string> {
    return this.transaction.run(judgeId, async (tx) => {
      await this.facts.assertJudge(eventId, judgeId);
      const teams = await this.submissions.ofEvent(eventId);
      if (!teams.some((submission) => submission.projectId === projectId)) throw new TeamNotInEvent();
      const conflictId = await this.conflicts.declare({ eventId, judgeId, projectId, reason });
      if (conflictId === undefined) throw new ConflictAlreadyDeclared();
      tx.record(new ConflictDeclared(eventId, { conflictId, judgeId, projectId, reason }));
      return conflictId;
    });
  }
}
