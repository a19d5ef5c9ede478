import type { SavedReviewDto } from './commands/save-review/save-review.response.dto.js';
import type { ReviewRow } from './review-assignment.repository.js';

/** A saved review as its reviewer reads it: scores in the rubric's order (criteria added since are absent). */
export function toSavedReviewDto(criteria: readonly { id: string }[], review: ReviewRow): SavedReviewDto {
  return {
    scores: criteria
      .filter((criterion) => review.scores[criterion.id] !== undefined)
      .map((criterion) => ({ criterionId: criterion.id, score: review.scores[criterion.id] })),
    total: review.total,
    noteToStaff: review.noteToStaff,
    recommendation: review.recommendation,
    version: review.version,
    savedAt: review.savedAt.toISOString(),
  };
}
