import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationsUnderReview } from '../../../../applications/applications-under-review.js';
import { planAssignments } from '../../../../common/panel-review/assignment-plan.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../../users/user-directory.js';
import { ReviewSetup } from '../../../review-setup.js';
import { plannedAssignments } from '../../assignment-state.js';
import { reviewEligibility } from '../../review-conflicts.js';
import { ReviewAssignmentRepository } from '../../review-assignment.repository.js';
import { ApplicationsAssigned } from '../../reviewing.events.js';
import { ReviewingFacts } from '../../reviewing-facts.js';
import { AssignApplicationsCommand } from './assign-applications.command.js';
import type { AssignApplicationsResultDto } from './assign-applications.response.dto.js';

/**
 * review.md 'Assignment and reviewing', with judging's rules (the shared plan): balanced, only
 * tops up, never moves a scored review, excludes recusals (declared conflicts), the applicant
 * themselves and a shared organisation email domain. The reviewers are the event's seated ones;
 * an assignment of a reviewer no longer seated no longer counts, so its application is topped up.
 */
@CommandHandler(AssignApplicationsCommand)
export class AssignApplicationsHandler implements ICommandHandler<AssignApplicationsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventCatalog,
    private readonly setup: ReviewSetup,
    private readonly applications: ApplicationsUnderReview,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly facts: ReviewingFacts,
    private readonly people: UserDirectory,
  ) {}

  execute({ actorId, eventId, seed }: AssignApplicationsCommand): Promise<AssignApplicationsResultDto> {
    return this.transaction.run(actorId, async (tx) => {
      if (!(await this.events.findById(eventId))) throw new EventNotFound();
      // One run per event at a time (recusals and extra reviews too): two would fill the same gaps.
      await this.assignments.lockEvent(eventId);
      const { reviewsPerApplication: k } = await this.setup.settingsOf(eventId);
      const reviewerIds = await this.setup.seatedReviewersOf(eventId);
      const pending = await this.applications.pendingOf(eventId);
      const rows = await this.assignments.plannedOfEvent(eventId);
      const conflicts = await this.facts.conflictFacts(
        reviewerIds,
        pending.map((application) => application.userId),
        rows,
      );
      const usedSeed = seed ?? eventId;
      const plan = planAssignments({
        items: pending,
        reviewerIds,
        existing: plannedAssignments(rows, reviewerIds),
        eligible: reviewEligibility(conflicts),
        k,
        seed: usedSeed,
      });
      const added = await this.assignments.add(
        eventId,
        plan.added.map(({ itemId, reviewerId }) => ({ applicationId: itemId, reviewerId })),
        usedSeed,
      );
      const short = plan.short.map(({ itemId, assigned }) => ({ applicationId: itemId, assigned }));
      const byReviewer = new Map<string, string[]>();
      for (const { reviewerId, applicationId } of added) {
        const theirs = byReviewer.get(reviewerId);
        if (theirs) theirs.push(applicationId);
        else byReviewer.set(reviewerId, [applicationId]);
      }
      tx.record(
        new ApplicationsAssigned(eventId, {
          reviewsPerApplication: k,
          seed: usedSeed,
          added: added.length,
          assigned: [...byReviewer].map(([reviewerId, applicationIds]) => ({ reviewerId, applicationIds })),
          short,
        }),
      );

      const applicants = new Map(pending.map((application) => [application.id, application.userId]));
      const people = await this.people.people(short.map(({ applicationId }) => applicants.get(applicationId)!));
      return {
        added: added.length,
        applications: pending.length,
        reviewers: reviewerIds.length,
        reviewsPerApplication: k,
        short: short.map(({ applicationId, assigned }) => ({
          applicationId,
          applicantName: people.get(applicants.get(applicationId)!)?.displayName ?? 'Unknown applicant',
          assigned,
          wanted: k,
        })),
      };
    });
  }
}
