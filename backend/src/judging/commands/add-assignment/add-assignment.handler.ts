import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { judgingConflict } from '../../conflict-reason.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { AlreadyAssigned, ConflictOfInterest, JudgeNotInEvent, SubmissionNotInEvent } from '../../judging.errors.js';
import { AssignmentAdded } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import { AddAssignmentCommand } from './add-assignment.command.js';

/**
 * Staff's hand-made assignment. Team membership and declared conflicts still refuse it; the
 * email-domain rule is a default of the automatic run only, so staff may override it by hand.
 */
@CommandHandler(AddAssignmentCommand)
export class AddAssignmentHandler implements ICommandHandler<AddAssignmentCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  execute({ actorId, eventId, submissionId, judgeId }: AddAssignmentCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await this.facts.event(eventId);
      await this.judging.lockForChange(eventId);
      const submission = (await this.submissions.byIds([submissionId])).get(submissionId);
      if (!submission || submission.eventId !== eventId) throw new SubmissionNotInEvent();
      if (!(await this.setup.isJudge(eventId, judgeId))) throw new JudgeNotInEvent();
      const facts = await this.facts.conflictFacts(eventId, [judgeId], [submission], false);
      const reason = judgingConflict(judgeId, submission, facts);
      if (reason !== null) throw new ConflictOfInterest(reason);
      const existing = (await this.assignments.ofSubmission(submissionId)).find((row) => row.judgeId === judgeId);
      if (existing) throw new AlreadyAssigned();
      const [added] = await this.assignments.add(eventId, [{ submissionId, judgeId }]);
      tx.record(new AssignmentAdded(eventId, { ...added, via: 'staff' }));
      return added.assignmentId;
    });
  }
}
