import type { components } from '@/api/generated/schema';

export type ReviewQueue = components['schemas']['ReviewQueueDto'];
export type ReviewEventQueue = components['schemas']['ReviewEventQueueDto'];
export type ReviewQueueItem = components['schemas']['ReviewQueueItemDto'];
export type ApplicationForReview = components['schemas']['ApplicationForReviewDto'];
export type RubricCriterion = components['schemas']['ReviewRubricCriterionDto'];
export type SavedReview = components['schemas']['SavedReviewDto'];
export type ReviewForm = components['schemas']['SaveReviewDto'];
export type Recommendation = NonNullable<SavedReview['recommendation']>;
