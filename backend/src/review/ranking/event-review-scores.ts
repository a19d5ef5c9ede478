import { Injectable } from '@nestjs/common';
import {
  type ItemScore,
  type NormalisedReview,
  normaliseReviews,
  scoreItems,
} from '../../common/panel-review/normalisation.js';
import { ReviewAssignmentRepository } from '../reviewing/review-assignment.repository.js';
import type { Recommendation } from '../reviewing/reviewing-rules.js';

/** A saved review as the ranking reads it. */
export interface SavedReview {
  applicationId: string;
  reviewerId: string;
  total: number;
  recommendation: Recommendation | null;
}

/** An event's saved reviews and what the shared normalisation makes of them. */
export interface EventScores {
  reviews: SavedReview[];
  /** By application id: only applications with at least one review. */
  scores: Map<string, ItemScore>;
  normalised: NormalisedReview[];
  /** Over all the event's reviews: a normalised `z` back on the 1-5 scale is `mAll + z · sAll`. */
  mAll: number;
  sAll: number;
}

/**
 * The event's reviews normalised over reviewers, exactly as judging normalises score sheets
 * (common/panel-review): the ranking and the reviewer figures both start here.
 */
@Injectable()
export class EventReviewScores {
  constructor(private readonly assignments: ReviewAssignmentRepository) {}

  async of(eventId: string): Promise<EventScores> {
    const reviews = (await this.assignments.savedOfEvent(eventId)).map(
      ({ applicationId, reviewerId, total, recommendation }): SavedReview => ({
        applicationId,
        reviewerId,
        total,
        recommendation,
      }),
    );
    const totals = reviews.map((review) => ({
      reviewerId: review.reviewerId,
      itemId: review.applicationId,
      total: review.total,
    }));
    const { reviews: normalised, mAll, sAll } = normaliseReviews(totals);
    return { reviews, scores: scoreItems(totals), normalised, mAll, sAll };
  }
}
