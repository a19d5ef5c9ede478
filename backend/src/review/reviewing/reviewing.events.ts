import { DomainEvent } from '../../audit/domain-event.js';
import type { Recommendation } from './reviewing-rules.js';

// Assignment facts go on the event's `review` stream (id = event id); a review's saves on its
// assignment's `review_assignment` stream, as judging keeps its sheets.
const REVIEW = 'review';
const ASSIGNMENT = 'review_assignment';

/**
 * An 'Assign Applications' run: the applications each reviewer was given, per reviewer (a first
 * run over 5,000 applications gives 15,000, and the record stays a few hundred kilobytes), and
 * those left short. Each assignment row is the one of its application and reviewer.
 */
export class ApplicationsAssigned extends DomainEvent<{
  reviewsPerApplication: number;
  seed: string;
  added: number;
  assigned: { reviewerId: string; applicationIds: string[] }[];
  short: { applicationId: string; assigned: number }[];
}> {
  static readonly TYPE = 'review.applications_assigned';
  readonly type = ApplicationsAssigned.TYPE;
  readonly streamType = REVIEW;
}

export class ReviewAssignmentAdded extends DomainEvent<{
  assignmentId: string;
  applicationId: string;
  reviewerId: string;
  /** The system, after a recusal. */
  via: 'recusal';
}> {
  static readonly TYPE = 'review.assignment_added';
  readonly type = ReviewAssignmentAdded.TYPE;
  readonly streamType = REVIEW;
}

/** A reviewer taken off the event: their unscored assignments go (scored ones stay, for the record). */
export class ReviewAssignmentsRemoved extends DomainEvent<{
  reviewerId: string;
  assignments: { assignmentId: string; applicationId: string }[];
  via: 'reviewer_removed';
}> {
  static readonly TYPE = 'review.assignments_removed';
  readonly type = ReviewAssignmentsRemoved.TYPE;
  readonly streamType = REVIEW;
}

/** A saved review's scores stay here when it goes with the recusal. */
export class ReviewerRecused extends DomainEvent<{
  assignmentId: string;
  applicationId: string;
  reviewerId: string;
  reason: string;
  scores: Record<string, number> | null;
  total: number | null;
  reassignedTo: string | null;
}> {
  static readonly TYPE = 'review.reviewer_recused';
  readonly type = ReviewerRecused.TYPE;
  readonly streamType = REVIEW;
}

interface ReviewValues {
  scores: Record<string, number>;
  total: number;
  recommendation: Recommendation | null;
}

export class ApplicationReviewSaved extends DomainEvent<{
  eventId: string;
  applicationId: string;
  reviewerId: string;
  from: ReviewValues | null;
  to: ReviewValues;
  noteToStaffChanged: boolean;
}> {
  static readonly TYPE = 'review.review_saved';
  readonly type = ApplicationReviewSaved.TYPE;
  readonly streamType = ASSIGNMENT;
}

declare module '../../audit/domain-event.js' {
  interface EventPayloads {
    [ApplicationsAssigned.TYPE]: ApplicationsAssigned['payload'];
    [ReviewAssignmentAdded.TYPE]: ReviewAssignmentAdded['payload'];
    [ReviewAssignmentsRemoved.TYPE]: ReviewAssignmentsRemoved['payload'];
    [ReviewerRecused.TYPE]: ReviewerRecused['payload'];
    [ApplicationReviewSaved.TYPE]: ApplicationReviewSaved['payload'];
  }
}
