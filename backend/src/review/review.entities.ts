import { EventReviewSettings } from './event-review-settings.entity.js';
import { EventReviewer } from './event-reviewer.entity.js';
import { ReviewCriterion } from './review-criterion.entity.js';

/** Registered by ReviewModule. */
export const REVIEW_ENTITIES = [EventReviewSettings, ReviewCriterion, EventReviewer];
