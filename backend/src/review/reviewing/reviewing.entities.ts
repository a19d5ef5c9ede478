import { ApplicationReview } from './application-review.entity.js';
import { ReviewAssignment } from './review-assignment.entity.js';

/** Registered by ReviewingModule. */
export const REVIEWING_ENTITIES = [ReviewAssignment, ApplicationReview];
