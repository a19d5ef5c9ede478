import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { planAssignments } from '../../../../common/panel-review/assignment-plan.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ReviewSetup } from '../../../review-setup.js';
import { plannedAssignments } from '../../../reviewing/assignment-state.js';
import { reviewEligibility } from '../../../reviewing/review-conflicts.js';
import { ReviewAssignmentRepository } from '../../../reviewing/review-assignment.repository.js';
import { ReviewingFacts } from '../../../reviewing/reviewing-facts.js';
import { RankedApplications } from '../../ranked-applications.js';
import { moreReviewCandidates, withReviewerLeft } from '../../reviewers-left.js';
import { ExtraReviewsRequested } from '../../ranking.events.js';
import { RequestMoreReviewsCommand } from './request-more-reviews.command.js';
import type { RequestMoreReviewsResultDto } from './request-more-reviews.response.dto.js';

/**
 * review.md: 'Request one more review' assigns one more reviewer to every borderline application
 * with fewer than 5 reviews, so extra effort goes only where it can change a decision. The same
 * plan and conflict rules as 'Assign Applications'; only applications still pending, and still with
 * an eligible reviewer left (seated, not yet assigned to it, no conflict), are counted and given one.
 */
@CommandHandler(RequestMoreReviewsCommand)
export class RequestMoreReviewsHandler implements ICommandHandler<RequestMoreReviewsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventCatalog,
    private readonly setup: ReviewSetup,
    private readonly ranking: RankedApplications,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly facts: ReviewingFacts,
  ) {}

  execute({ actorId, eventId }: RequestMoreReviewsCommand): Promise<RequestMoreReviewsResultDto> {
    return this.transaction.run(actorId, async (tx) => {
      if (!(await this.events.findById(eventId))) throw new EventNotFound();
      // One assignment run per event at a time: the ranking below is the one the new reviews answer.
      await this.assignments.lockEvent(eventId);
      const { rows } = await this.ranking.of(eventId);
      const candidates = moreReviewCandidates(rows);
      const reviewerIds = await this.setup.seatedReviewersOf(eventId);
      const planned = await this.assignments.plannedOfEvent(eventId);
      const conflicts = await this.facts.conflictFacts(
        reviewerIds,
        candidates.map((candidate) => candidate.userId),
        planned,
      );
      const eligible = reviewEligibility(conflicts);
      // Only where someone can still give the review: the ranking's count says the same.
      const targets = withReviewerLeft(candidates, reviewerIds, planned, eligible);
      const existing = plannedAssignments(planned, reviewerIds);
      const active = new Map<string, number>();
      for (const row of existing) {
        if (row.state !== 'recused') active.set(row.itemId, (active.get(row.itemId) ?? 0) + 1);
      }
      const seed = `${eventId}:more:${existing.length}`;
      const plan = planAssignments({
        items: targets,
        reviewerIds,
        existing,
        eligible,
        k: (application) => (active.get(application.id) ?? 0) + 1,
        seed,
      });
      const added = await this.assignments.add(
        eventId,
        plan.added.map(({ itemId, reviewerId }) => ({ applicationId: itemId, reviewerId })),
        seed,
      );
      const short = plan.short.map(({ itemId }) => itemId);
      tx.record(
        new ExtraReviewsRequested(eventId, {
          applicationIds: targets.map((target) => target.id),
          assignments: added,
          short,
        }),
      );
      return { applications: targets.length, added: added.length, short: short.length };
    });
  }
}
