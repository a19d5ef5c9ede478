// Ranking and the cut line (review.md 'Ranking and the cut line'): pure functions over the
// applications' normalised scores, best first.

export type Suggestion = 'accept' | 'waitlist' | 'reject';

/** An application's normalised result, as the shared normalisation gives it. */
export interface ScoredApplication {
  applicationId: string;
  /** Normalised score on the 1-5 scale. */
  score: number;
  /** Standard error of the score on the 1-5 scale; null with a single review. */
  standardError: number | null;
  reviews: number;
}

/** Where one decision ends and the next begins: halfway between the last in and the first out. */
export interface CutLine {
  /** The decision above the line. */
  above: Exclude<Suggestion, 'reject'>;
  score: number;
  /** How many applications are above the line. */
  position: number;
}

export interface SuggestedRow<T extends ScoredApplication> {
  entry: T;
  /** Null when the event has no capacity: nothing to suggest. */
  suggestion: Suggestion | null;
  /** The score ± its standard error; null when one review leaves the uncertainty unknown. */
  interval: { low: number; high: number } | null;
  /**
   * The interval reaches across a cut line, so the suggestion could flip with more reviews. A
   * single review has no interval: it is borderline whenever there is a line to cross.
   */
  borderline: boolean;
}

/** More reviews than this are never requested for one application. */
export const MAX_REVIEWS_PER_APPLICATION = 5;

function intervalOf(entry: ScoredApplication): { low: number; high: number } | null {
  if (entry.standardError === null) return null;
  return { low: entry.score - entry.standardError, high: entry.score + entry.standardError };
}

function lineAfter(bestFirst: readonly ScoredApplication[], position: number, above: CutLine['above']): CutLine | null {
  // No line when everyone (or no one) is above it: there is nothing on one side to compare with.
  if (position <= 0 || position >= bestFirst.length) return null;
  const lastIn = bestFirst[position - 1].score;
  const firstOut = bestFirst[position].score;
  return { above, position, score: (lastIn + firstOut) / 2 };
}

/**
 * With `capacity` spots and a waitlist of `waitlist`, the top `capacity` are suggested 'accept',
 * the next `waitlist` 'waitlist' and the rest 'reject', with the cut lines between them. Without a
 * capacity there is nothing to suggest and no line to cross: no row is borderline.
 */
export function suggestDecisions<T extends ScoredApplication>(
  bestFirst: readonly T[],
  capacity: number | null,
  waitlist: number,
): { rows: SuggestedRow<T>[]; cutLines: CutLine[] } {
  const cutLines =
    capacity === null
      ? []
      : [
          lineAfter(bestFirst, capacity, 'accept'),
          waitlist > 0 ? lineAfter(bestFirst, capacity + waitlist, 'waitlist') : null,
        ].filter((line): line is CutLine => line !== null);
  const suggestionAt = (index: number): Suggestion | null =>
    capacity === null ? null : index < capacity ? 'accept' : index < capacity + waitlist ? 'waitlist' : 'reject';
  const rows = bestFirst.map((entry, index): SuggestedRow<T> => {
    const interval = intervalOf(entry);
    const borderline =
      cutLines.length > 0 &&
      (interval === null || cutLines.some((line) => interval.low <= line.score && line.score <= interval.high));
    return { entry, suggestion: suggestionAt(index), interval, borderline };
  });
  return { rows, cutLines };
}

/** The applications 'Request one more review' gives another reviewer: borderline, and below the cap. */
export function needingAnotherReview<T extends ScoredApplication>(rows: readonly SuggestedRow<T>[]): T[] {
  return rows
    .filter((row) => row.borderline && row.entry.reviews < MAX_REVIEWS_PER_APPLICATION)
    .map((row) => row.entry);
}
