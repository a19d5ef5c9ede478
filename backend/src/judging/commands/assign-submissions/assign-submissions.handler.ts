import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { planAssignments } from '../../../common/panel-review/assignment-plan.js';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { EventSubmissions } from '../../../projects/event-submissions.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EventJudgingRepository } from '../../event-judging.repository.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import { AssignmentsMade } from '../../judging.events.js';
import { JudgingFacts } from '../../judging-facts.js';
import { AssignSubmissionsCommand } from './assign-submissions.command.js';
import type { AssignResultDto } from './assign-submissions.response.dto.js';

@CommandHandler(AssignSubmissionsCommand)
export class AssignSubmissionsHandler implements ICommandHandler<AssignSubmissionsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly facts: JudgingFacts,
    private readonly setup: JudgingSetup,
    private readonly submissions: EventSubmissions,
    private readonly judging: EventJudgingRepository,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  execute({
    actorId,
    eventId,
    reviewsPerSubmission,
    sameDomainConflicts,
    seed,
  }: AssignSubmissionsCommand): Promise<AssignResultDto> {
    return this.transaction.run(actorId, async (tx) => {
      await this.facts.event(eventId);
      // One run per event at a time: two concurrent runs would both fill the same gaps.
      await this.judging.lockForChange(eventId);
      await this.judging.setAssignSettings(eventId, reviewsPerSubmission, sameDomainConflicts);
      const [submissions, judgeIds, existing] = await Promise.all([
        this.submissions.ofEvent(eventId),
        this.setup.judgeIds(eventId),
        this.assignments.ofEvent(eventId),
      ]);
      const conflicts = await this.facts.conflictFacts(eventId, judgeIds, submissions, sameDomainConflicts);
      const usedSeed = seed ?? eventId;
      const plan = planAssignments({
        items: submissions,
        reviewerIds: judgeIds,
        existing: existing.map(({ submissionId, judgeId, state }) => ({
          itemId: submissionId,
          reviewerId: judgeId,
          state,
        })),
        eligible: this.facts.eligibility(conflicts),
        k: reviewsPerSubmission,
        seed: usedSeed,
      });
      const added = await this.assignments.add(
        eventId,
        plan.added.map(({ itemId, reviewerId }) => ({ submissionId: itemId, judgeId: reviewerId })),
      );
      const short = plan.short.map(({ itemId, assigned }) => ({ submissionId: itemId, assigned }));
      tx.record(
        new AssignmentsMade(eventId, {
          reviewsPerSubmission,
          sameDomainConflicts,
          seed: usedSeed,
          assignments: added,
          short,
        }),
      );
      const byId = new Map(submissions.map((submission) => [submission.id, submission]));
      return {
        added: added.length,
        short: short.map(({ submissionId, assigned }) => {
          const submission = byId.get(submissionId)!;
          return {
            submissionId,
            projectId: submission.projectId,
            title: submission.snapshot.title,
            assigned,
            wanted: reviewsPerSubmission,
          };
        }),
      };
    });
  }
}
