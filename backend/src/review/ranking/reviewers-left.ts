import { Injectable } from '@nestjs/common';
import { ReviewSetup } from '../review-setup.js';
import type { PlannedRow } from '../reviewing/review-assignment.repository.js';
import { ReviewAssignmentRepository } from '../reviewing/review-assignment.repository.js';
import { reviewEligibility } from '../reviewing/review-conflicts.js';
import { REVIEWABLE_STATUS } from '../reviewing/reviewing-rules.js';
import { ReviewingFacts } from '../reviewing/reviewing-facts.js';
import { needingAnotherReview, type SuggestedRow } from './cut-line.js';
import type { RankedApplication } from './ranked-applications.js';

/** An application as the plan reads it. */
export interface ReviewTarget {
  id: string;
  userId: string;
}

/** 'Request one more review''s candidates: borderline, fewer than 5 reviews, still pending. */
export function moreReviewCandidates(rows: readonly SuggestedRow<RankedApplication>[]): ReviewTarget[] {
  return needingAnotherReview(rows)
    .filter((entry) => entry.facts.status === REVIEWABLE_STATUS)
    .map((entry) => ({ id: entry.applicationId, userId: entry.facts.userId }));
}

/**
 * The applications that still have an eligible reviewer: one seated on the event, never assigned to
 * it (assigned, reviewed or recused: the plan never asks them again) and without a conflict, as
 * 'Assign Applications' decides it. One more review is only asked where someone can give it.
 */
export function withReviewerLeft<T extends ReviewTarget>(
  applications: readonly T[],
  reviewerIds: readonly string[],
  assignments: readonly Pick<PlannedRow, 'applicationId' | 'reviewerId'>[],
  eligible: (reviewerId: string, application: ReviewTarget) => boolean,
): T[] {
  const taken = new Set(assignments.map((row) => `${row.applicationId}:${row.reviewerId}`));
  return applications.filter((application) =>
    reviewerIds.some(
      (reviewerId) => !taken.has(`${application.id}:${reviewerId}`) && eligible(reviewerId, application),
    ),
  );
}

/**
 * The ranking's 'Request one more review (n)': the candidates with a reviewer left, read with a
 * fixed number of queries (the seats, the candidates' assignments, the emails), whatever their count.
 */
@Injectable()
export class ReviewersLeft {
  constructor(
    private readonly setup: ReviewSetup,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly facts: ReviewingFacts,
  ) {}

  async of<T extends ReviewTarget>(eventId: string, applications: readonly T[]): Promise<T[]> {
    if (applications.length === 0) return [];
    const [reviewerIds, planned] = await Promise.all([
      this.setup.seatedReviewersOf(eventId),
      this.assignments.plannedOfApplications(
        eventId,
        applications.map((application) => application.id),
      ),
    ]);
    if (reviewerIds.length === 0) return [];
    const conflicts = await this.facts.conflictFacts(
      reviewerIds,
      applications.map((application) => application.userId),
      planned,
    );
    return withReviewerLeft(applications, reviewerIds, planned, reviewEligibility(conflicts));
  }
}
