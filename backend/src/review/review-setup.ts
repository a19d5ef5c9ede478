import { Injectable } from '@nestjs/common';
import type { Role } from '../common/auth/roles.js';
import { UserRoleRepository } from '../users/user-role.repository.js';
import { type ReviewCriterionRow, ReviewSetupRepository, type ReviewSettingsRow } from './review-setup.repository.js';

/** The roles that review every event's applications without a seat: staff (review.md). */
export const STAFF_REVIEWER_ROLES: readonly Role[] = ['admin', 'organizer'];

/** An event's review settings (the defaults when it has none of its own). */
export type ReviewSettings = ReviewSettingsRow;

/** What an event without settings of its own has. */
export const REVIEW_SETTINGS_DEFAULTS: Readonly<ReviewSettings> = Object.freeze({
  capacity: null,
  waitlistSize: 0,
  reviewsPerApplication: 2,
  blindReview: true,
  confirmDays: 5,
  version: 0,
});

/** A criterion as staff write it: label, relative weight and what a high score means. */
export interface CriterionFields {
  label: string;
  weight: number;
  description: string | null;
}

/** One criterion of the rubric; reviewers score it 1-5. */
export type RubricCriterion = ReviewCriterionRow;

/** Someone who may review the event's applications: staff, or seated on the event. */
export interface Reviewer {
  userId: string;
  /** 'staff' reviews every event by role; 'seated' was seated on this event. */
  via: 'staff' | 'seated';
}

/**
 * What other features (assignment, reviewing, decisions, confirming spots) may read of an event's
 * review setup: its settings, its rubric and its reviewers. Inside a command it reads in the
 * command's transaction.
 */
@Injectable()
export class ReviewSetup {
  constructor(
    private readonly setup: ReviewSetupRepository,
    private readonly roles: UserRoleRepository,
  ) {}

  /** The event's settings, or the defaults when it has none. Does not check that the event exists. */
  async settingsOf(eventId: string): Promise<ReviewSettings> {
    return (await this.setup.settings(eventId)) ?? { ...REVIEW_SETTINGS_DEFAULTS };
  }

  /** The rubric in its order (empty when none is set). */
  rubricOf(eventId: string): Promise<RubricCriterion[]> {
    return this.setup.criteria(eventId);
  }

  /**
   * Everyone who may review the event: the seated reviewers in the order they were seated, then
   * the staff who are not seated (oldest role first). Each person once.
   */
  async reviewersOf(eventId: string): Promise<Reviewer[]> {
    // One after the other: inside a command both share its connection.
    const seated = await this.setup.reviewers(eventId);
    const staff = await this.roles.holdersOf(STAFF_REVIEWER_ROLES);
    const reviewers: Reviewer[] = seated.map(({ userId }) => ({ userId, via: 'seated' }));
    const seen = new Set(reviewers.map(({ userId }) => userId));
    for (const userId of staff) if (!seen.has(userId)) reviewers.push({ userId, via: 'staff' });
    return reviewers;
  }

  /** Seated reviewers only (the ones staff added on the Review tab), in the order they were seated. */
  async seatedReviewersOf(eventId: string): Promise<string[]> {
    return (await this.setup.reviewers(eventId)).map(({ userId }) => userId);
  }

  /** Whether the user may review the event's applications: staff, or seated on the event. */
  async isReviewer(eventId: string, userId: string): Promise<boolean> {
    const role = await this.roles.roleOf(userId);
    if (role !== undefined && STAFF_REVIEWER_ROLES.includes(role)) return true;
    return this.setup.isSeated(eventId, userId);
  }
}
