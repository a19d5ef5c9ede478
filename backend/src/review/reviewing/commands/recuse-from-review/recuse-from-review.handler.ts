import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { nextEligibleReviewer } from '../../../../common/panel-review/assignment-plan.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ReviewSetup } from '../../../review-setup.js';
import { plannedAssignments } from '../../assignment-state.js';
import { reviewEligibility } from '../../review-conflicts.js';
import { ReviewAssignmentRepository } from '../../review-assignment.repository.js';
import {
  AlreadyRecused,
  ApplicationDecided,
  NotAssignedToApplication,
  ReviewApplicationNotFound,
} from '../../reviewing.errors.js';
import { ReviewAssignmentAdded, ReviewerRecused } from '../../reviewing.events.js';
import { REVIEWABLE_STATUS } from '../../reviewing-rules.js';
import { ReviewingFacts } from '../../reviewing-facts.js';
import { RecuseFromReviewCommand } from './recuse-from-review.command.js';
import type { ReviewRecusalDto } from './recuse-from-review.request.dto.js';

/**
 * A reviewer steps back from an application with a reason while no decision is made for it: a
 * saved review goes (its scores stay in the audit trail), the recusal stands as a declared conflict
 * (they are never asked again for it), and the application goes to the eligible seated reviewer
 * with the fewest assignments, as 'Assign Applications' would pick, if there is one.
 */
@CommandHandler(RecuseFromReviewCommand)
export class RecuseFromReviewHandler implements ICommandHandler<RecuseFromReviewCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationsUnderReview,
    private readonly setup: ReviewSetup,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly facts: ReviewingFacts,
  ) {}

  execute({ reviewerId, applicationId, reason }: RecuseFromReviewCommand): Promise<ReviewRecusalDto> {
    return this.transaction.run(reviewerId, async (tx) => {
      const application = await this.applications.factsHeld(applicationId);
      if (!application) throw new ReviewApplicationNotFound();
      const { eventId } = application;
      await this.facts.assertMayReview(reviewerId, application);
      await this.assignments.lockEvent(eventId);
      const found = await this.assignments.find(applicationId, reviewerId);
      if (!found) throw new NotAssignedToApplication();
      const assignment = await this.assignments.lockForChange(found.id);
      if (!assignment) throw new NotAssignedToApplication();
      if (assignment.status === 'recused') throw new AlreadyRecused();
      if (application.status !== REVIEWABLE_STATUS) throw new ApplicationDecided();

      await this.assignments.recuse(assignment.id, reason);
      const reviewerIds = await this.setup.seatedReviewersOf(eventId);
      const rows = await this.assignments.plannedOfEvent(eventId);
      const conflicts = await this.facts.conflictFacts(reviewerIds, [application.userId], rows);
      const next = nextEligibleReviewer({
        item: { id: applicationId, userId: application.userId },
        reviewerIds,
        existing: plannedAssignments(rows, reviewerIds),
        eligible: reviewEligibility(conflicts),
        seed: eventId,
      });
      const [replacement] =
        next === null ? [] : await this.assignments.add(eventId, [{ applicationId, reviewerId: next }], eventId);

      tx.record(
        new ReviewerRecused(eventId, {
          assignmentId: assignment.id,
          applicationId,
          reviewerId,
          reason,
          scores: assignment.review?.scores ?? null,
          total: assignment.review?.total ?? null,
          reassignedTo: replacement?.reviewerId ?? null,
        }),
      );
      if (replacement) tx.record(new ReviewAssignmentAdded(eventId, { ...replacement, via: 'recusal' }));
      return { reassigned: replacement !== undefined };
    });
  }
}
