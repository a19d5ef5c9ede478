// Normalisation and ranking (judging.md 'Results: normalisation and ranking'), shared by judging's
// results and application review's ranking (review.md): pure functions over an event's completed
// reviews (judging: score sheets of submissions; review: application reviews). A review's weighted
// total `x` is `weightedTotal` (rubric.ts), stored with the review when saved.

/** One completed review as results read it. */
export interface ReviewTotal {
  reviewerId: string;
  itemId: string;
  /** The weighted total `x` (1-5). */
  total: number;
}

/** A review with its normalised `z`. */
export interface NormalisedReview extends ReviewTotal {
  z: number;
}

/** An item's result: normalised score and ± on the 1-5 scale, raw mean, reviews. */
export interface ItemScore {
  itemId: string;
  /** `m_all + mean(z) · s_all`. */
  score: number;
  /** Mean of its reviews' `z`. */
  meanZ: number;
  rawMean: number;
  reviews: number;
  /** Standard error of the mean of its `z`, on the 1-5 scale; null with one review ("—"). */
  standardError: number | null;
}

/** A reviewer's reviews needed before their own spread is used (fewer: centred only). */
export const MIN_REVIEWS_FOR_SPREAD = 3;

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Population standard deviation (0 for fewer than 2 values). */
function deviation(values: readonly number[], centre = mean(values)): number {
  if (values.length < 2) return 0;
  let sum = 0;
  for (const value of values) sum += (value - centre) ** 2;
  return Math.sqrt(sum / values.length);
}

/** A fixed order (reviewer, then item), so the results never depend on the order the reviews are read in. */
function canonical(reviews: readonly ReviewTotal[]): ReviewTotal[] {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...reviews].sort((a, b) => text(a.reviewerId, b.reviewerId) || text(a.itemId, b.itemId) || a.total - b.total);
}

/**
 * Each review's `z`: with at least 3 reviews by its reviewer and `s_j > 0`, `(x - m_j) / s_j`; with
 * fewer or `s_j = 0`, `(x - m_j) / s_all` (centred only); with one review, `(x - m_all) / s_all`.
 * When `s_all = 0` (every review has the same total) every `z` is 0.
 */
export function normaliseReviews(reviews: readonly ReviewTotal[]): {
  reviews: NormalisedReview[];
  mAll: number;
  sAll: number;
} {
  const ordered = canonical(reviews);
  if (ordered.length === 0) return { reviews: [], mAll: 0, sAll: 0 };
  const totals = ordered.map((review) => review.total);
  const mAll = mean(totals);
  const sAll = deviation(totals, mAll);
  const byReviewer = new Map<string, number[]>();
  for (const review of ordered) {
    const totals = byReviewer.get(review.reviewerId);
    if (totals) totals.push(review.total);
    else byReviewer.set(review.reviewerId, [review.total]);
  }
  const reviewers = new Map(
    [...byReviewer].map(([reviewerId, values]) => {
      const m = mean(values);
      return [reviewerId, { n: values.length, m, s: deviation(values, m) }] as const;
    }),
  );
  const scaled = (difference: number, by: number) => (by > 0 ? difference / by : 0);
  return {
    mAll,
    sAll,
    reviews: ordered.map((review) => {
      const reviewer = reviewers.get(review.reviewerId)!;
      const z =
        reviewer.n === 1
          ? scaled(review.total - mAll, sAll)
          : reviewer.n >= MIN_REVIEWS_FOR_SPREAD && reviewer.s > 0
            ? (review.total - reviewer.m) / reviewer.s
            : scaled(review.total - reviewer.m, sAll);
      return { ...review, z };
    }),
  };
}

/** Every reviewed item's result (items without a review are absent). */
export function scoreItems(reviews: readonly ReviewTotal[]): Map<string, ItemScore> {
  const { reviews: normalised, mAll, sAll } = normaliseReviews(reviews);
  const byItem = new Map<string, NormalisedReview[]>();
  for (const review of normalised) {
    const own = byItem.get(review.itemId);
    if (own) own.push(review);
    else byItem.set(review.itemId, [review]);
  }
  const scores = new Map<string, ItemScore>();
  for (const itemId of [...byItem.keys()].sort()) {
    const own = byItem.get(itemId)!;
    const zs = own.map((review) => review.z);
    const meanZ = mean(zs);
    const n = zs.length;
    const sampleDeviation = n < 2 ? 0 : Math.sqrt(zs.reduce((sum, z) => sum + (z - meanZ) ** 2, 0) / (n - 1));
    scores.set(itemId, {
      itemId,
      score: mAll + meanZ * sAll,
      meanZ,
      rawMean: mean(own.map((review) => review.total)),
      reviews: n,
      standardError: n < 2 ? null : (sampleDeviation / Math.sqrt(n)) * sAll,
    });
  }
  return scores;
}

/** Two results closer than this count as equal (floating-point noise). */
const EPSILON = 1e-9;

function compareDesc(a: number, b: number): number {
  return Math.abs(a - b) < EPSILON ? 0 : b - a;
}

export type Ranking = 'normalised' | 'raw';

/**
 * Best first: by normalised score, ties by raw mean, then by number of reviews ('raw': by raw mean,
 * then reviews). Equal results share a rank (1, 1, 3); the order among them is by item id.
 */
export function rank<T extends Pick<ItemScore, 'itemId' | 'score' | 'rawMean' | 'reviews'>>(
  scores: readonly T[],
  by: Ranking = 'normalised',
): { entry: T; rank: number }[] {
  const compare = (a: T, b: T) =>
    (by === 'normalised' ? compareDesc(a.score, b.score) : 0) ||
    compareDesc(a.rawMean, b.rawMean) ||
    b.reviews - a.reviews;
  const sorted = [...scores].sort((a, b) => compare(a, b) || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  const ranked: { entry: T; rank: number }[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    ranked.push({ entry, rank: previous && compare(previous.entry, entry) === 0 ? previous.rank : index + 1 });
  });
  return ranked;
}

/** Raw per-criterion averages over the reviews, in the criteria's order; null when no review scored one. */
export function criterionAverages(
  criteria: readonly { id: string }[],
  reviews: readonly { scores: Readonly<Record<string, number>> }[],
): { criterionId: string; average: number | null }[] {
  return criteria.map(({ id }) => {
    const values = reviews.map((review) => review.scores[id]).filter((value): value is number => value !== undefined);
    return { criterionId: id, average: values.length === 0 ? null : mean(values) };
  });
}
