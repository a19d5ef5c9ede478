/** Application review's words (review.md 'Assignment and reviewing'). */
export const REVIEW_ASSIGNMENT_STATUSES = ['assigned', 'recused'] as const;
export type ReviewAssignmentStatus = (typeof REVIEW_ASSIGNMENT_STATUSES)[number];

/** 'Accept / Maybe / Reject', optional. */
export const RECOMMENDATIONS = ['accept', 'maybe', 'reject'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** A review can change while no decision is made for its application. */
export const REVIEWABLE_STATUS = 'pending';
