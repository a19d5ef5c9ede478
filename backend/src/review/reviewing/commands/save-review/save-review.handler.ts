import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { checkRubricScores } from '../../../../common/panel-review/rubric.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ReviewSetup } from '../../../review-setup.js';
import { ReviewAssignmentRepository } from '../../review-assignment.repository.js';
import {
  ApplicationDecided,
  NoRubric,
  NotAssignedToApplication,
  ReviewApplicationNotFound,
  ReviewChanged,
  ReviewIncomplete,
  UnknownReviewCriterion,
} from '../../reviewing.errors.js';
import { ApplicationReviewSaved } from '../../reviewing.events.js';
import { REVIEWABLE_STATUS } from '../../reviewing-rules.js';
import { ReviewingFacts } from '../../reviewing-facts.js';
import { toSavedReviewDto } from '../../reviewing-views.js';
import { SaveReviewCommand } from './save-review.command.js';
import type { SavedReviewDto } from './save-review.response.dto.js';

/**
 * 'Save Review': only the assigned reviewer while they still review the event without a conflict
 * with the applicant (403 otherwise), only while no decision is made for the application (409),
 * only a complete review (the missing criteria named), only over the version they loaded (409).
 * Each save records the old and the new scores.
 */
@CommandHandler(SaveReviewCommand)
export class SaveReviewHandler implements ICommandHandler<SaveReviewCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationsUnderReview,
    private readonly setup: ReviewSetup,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly facts: ReviewingFacts,
  ) {}

  execute({ reviewerId, applicationId, review }: SaveReviewCommand): Promise<SavedReviewDto> {
    return this.transaction.run(reviewerId, async (tx) => {
      // The application first (share-locked: a decision waits for this save), the setup, then the assignment.
      const application = await this.applications.factsHeld(applicationId);
      if (!application) throw new ReviewApplicationNotFound();
      await this.facts.assertMayReview(reviewerId, application);
      // The rubric stays as read until commit: a criterion added meanwhile waits for this save.
      await this.assignments.holdSetup(application.eventId);
      const found = await this.assignments.find(applicationId, reviewerId);
      if (!found) throw new NotAssignedToApplication();
      const assignment = await this.assignments.lockForChange(found.id);
      if (!assignment || assignment.status === 'recused') throw new NotAssignedToApplication();
      if (application.status !== REVIEWABLE_STATUS) throw new ApplicationDecided();

      const criteria = await this.setup.rubricOf(application.eventId);
      if (criteria.length === 0) throw new NoRubric();
      const checked = checkRubricScores(criteria, review.scores);
      if (!checked.ok && checked.missing.length > 0) {
        const { missing } = checked;
        throw new ReviewIncomplete(
          missing.map((criterion) => criterion.label),
          missing.map((criterion) => ({ field: `scores.${criterion.id}`, reason: `${criterion.label} is not scored` })),
        );
      }
      if (!checked.ok) {
        throw new UnknownReviewCriterion(
          checked.unknown.map((criterionId) => ({
            field: `scores.${criterionId}`,
            reason: 'not a criterion of this rubric',
          })),
        );
      }
      const { scores, total } = checked;
      const noteToStaff = review.noteToStaff ?? null;
      const recommendation = review.recommendation ?? null;

      const before = assignment.review;
      if ((before?.version ?? 0) !== review.expectedVersion) throw new ReviewChanged();
      const saved = await this.assignments.saveReview(assignment, review.expectedVersion, {
        scores,
        total,
        noteToStaff,
        recommendation,
      });
      if (!saved) throw new ReviewChanged();
      tx.record(
        new ApplicationReviewSaved(assignment.id, {
          eventId: application.eventId,
          applicationId,
          reviewerId,
          from: before && { scores: before.scores, total: before.total, recommendation: before.recommendation },
          to: { scores, total, recommendation },
          noteToStaffChanged: (before?.noteToStaff ?? null) !== noteToStaff,
        }),
      );
      return toSavedReviewDto(criteria, saved);
    });
  }
}
