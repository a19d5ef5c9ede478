import { DomainEvent } from '../../audit/domain-event.js';

/** 'Request one more review': one more reviewer for each borderline application (on the event's `review` stream). */
export class ExtraReviewsRequested extends DomainEvent<{
  /** The borderline applications still pending with fewer than 5 reviews. */
  applicationIds: string[];
  assignments: { assignmentId: string; applicationId: string; reviewerId: string }[];
  /** Borderline applications no eligible reviewer was left for. */
  short: string[];
}> {
  static readonly TYPE = 'review.extra_reviews_requested';
  readonly type = ExtraReviewsRequested.TYPE;
  readonly streamType = 'review';
}

declare module '../../audit/domain-event.js' {
  interface EventPayloads {
    [ExtraReviewsRequested.TYPE]: ExtraReviewsRequested['payload'];
  }
}
