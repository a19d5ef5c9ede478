// The review tab's reviewer figures (review.md): how many reviews, how they score, and how far the
// normalisation had to move them, so a harsh or a lenient reviewer is visible.

/** One review as the figures read it: the raw weighted total and where normalisation put it. */
export interface AdjustedReview {
  reviewerId: string;
  /** Raw weighted total (1-5). */
  total: number;
  /** The same review after normalisation, on the 1-5 scale (`m_all + z · s_all`). */
  adjusted: number;
}

export interface ReviewerFigures {
  reviewerId: string;
  reviews: number;
  /** Mean of the raw totals. */
  mean: number;
  /** Population standard deviation of the raw totals (0 with one review). */
  spread: number;
  /**
   * Mean of `total - adjusted`: above 0 the reviewer scores higher than the normalised view
   * (lenient), below 0 lower (harsh).
   */
  leniency: number;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One row per reviewer with at least one review, ordered by reviewer id. */
export function reviewerFigures(reviews: readonly AdjustedReview[]): ReviewerFigures[] {
  const byReviewer = new Map<string, AdjustedReview[]>();
  for (const review of reviews) {
    const own = byReviewer.get(review.reviewerId);
    if (own) own.push(review);
    else byReviewer.set(review.reviewerId, [review]);
  }
  return [...byReviewer.keys()].sort().map((reviewerId) => {
    const own = byReviewer.get(reviewerId)!;
    const totals = own.map((review) => review.total);
    const centre = mean(totals);
    return {
      reviewerId,
      reviews: own.length,
      mean: centre,
      spread: Math.sqrt(mean(totals.map((total) => (total - centre) ** 2))),
      leniency: mean(own.map((review) => review.total - review.adjusted)),
    };
  });
}
