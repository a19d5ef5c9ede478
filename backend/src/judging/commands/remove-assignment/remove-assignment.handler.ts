import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { AssignmentHasScores, AssignmentNotFound } from '../../judging.errors.js';
import { AssignmentRemoved } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import { RemoveAssignmentCommand } from './remove-assignment.command.js';

@CommandHandler(RemoveAssignmentCommand)
export class RemoveAssignmentHandler implements ICommandHandler<RemoveAssignmentCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  async execute({ actorId, eventId, assignmentId, confirm }: RemoveAssignmentCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await this.facts.event(eventId);
      await this.judging.lockForChange(eventId);
      const assignment = await this.assignments.lockForChange(assignmentId);
      if (!assignment || assignment.eventId !== eventId) throw new AssignmentNotFound();
      if (assignment.sheet && !confirm) throw new AssignmentHasScores();
      await this.assignments.remove(assignmentId);
      tx.record(
        new AssignmentRemoved(eventId, {
          assignmentId,
          submissionId: assignment.submissionId,
          judgeId: assignment.judgeId,
          scores: assignment.sheet?.scores ?? null,
          total: assignment.sheet?.total ?? null,
          via: 'staff',
        }),
      );
    });
  }
}
