// Results (judging.md 'Results: normalisation and ranking'): pure functions over an event's completed sheets.
// The sheet's weighted total `x` is `weightedTotal` (judging-rules.ts), stored on the sheet when saved.

/** One completed sheet as results read it. */
export interface SheetTotal {
  judgeId: string;
  submissionId: string;
  /** The weighted total `x` (1-5). */
  total: number;
}

/** A sheet with its normalised `z`. */
export interface NormalisedSheet extends SheetTotal {
  z: number;
}

/** A submission's result: normalised score and ± on the 1-5 scale, raw mean, reviews. */
export interface SubmissionScore {
  submissionId: string;
  /** `m_all + mean(z) · s_all`. */
  score: number;
  /** Mean of the sheets' `z`. */
  meanZ: number;
  rawMean: number;
  reviews: number;
  /** Standard error of the mean of its `z`, on the 1-5 scale; null with one review ("—"). */
  standardError: number | null;
}

/** A judge's sheets needed before their own spread is used (fewer: centred only). */
export const MIN_SHEETS_FOR_SPREAD = 3;

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

/** A fixed order (judge, then submission), so the results never depend on the order the sheets are read in. */
function canonical(sheets: readonly SheetTotal[]): SheetTotal[] {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...sheets].sort(
    (a, b) => text(a.judgeId, b.judgeId) || text(a.submissionId, b.submissionId) || a.total - b.total,
  );
}

/**
 * Each sheet's `z`: with at least 3 sheets and `s_j > 0`, `(x - m_j) / s_j`; with fewer sheets or
 * `s_j = 0`, `(x - m_j) / s_all` (centred only); with one sheet, `(x - m_all) / s_all`. When
 * `s_all = 0` (every sheet has the same total) every `z` is 0.
 */
export function normaliseSheets(sheets: readonly SheetTotal[]): {
  sheets: NormalisedSheet[];
  mAll: number;
  sAll: number;
} {
  const ordered = canonical(sheets);
  if (ordered.length === 0) return { sheets: [], mAll: 0, sAll: 0 };
  const totals = ordered.map((sheet) => sheet.total);
  const mAll = mean(totals);
  const sAll = deviation(totals, mAll);
  const byJudge = new Map<string, number[]>();
  for (const sheet of ordered) {
    const totals = byJudge.get(sheet.judgeId);
    if (totals) totals.push(sheet.total);
    else byJudge.set(sheet.judgeId, [sheet.total]);
  }
  const judges = new Map(
    [...byJudge].map(([judgeId, values]) => {
      const m = mean(values);
      return [judgeId, { n: values.length, m, s: deviation(values, m) }] as const;
    }),
  );
  const scaled = (difference: number, by: number) => (by > 0 ? difference / by : 0);
  return {
    mAll,
    sAll,
    sheets: ordered.map((sheet) => {
      const judge = judges.get(sheet.judgeId)!;
      const z =
        judge.n === 1
          ? scaled(sheet.total - mAll, sAll)
          : judge.n >= MIN_SHEETS_FOR_SPREAD && judge.s > 0
            ? (sheet.total - judge.m) / judge.s
            : scaled(sheet.total - judge.m, sAll);
      return { ...sheet, z };
    }),
  };
}

/** Every scored submission's result (submissions without a sheet are absent). */
export function scoreSubmissions(sheets: readonly SheetTotal[]): Map<string, SubmissionScore> {
  const { sheets: normalised, mAll, sAll } = normaliseSheets(sheets);
  const bySubmission = new Map<string, NormalisedSheet[]>();
  for (const sheet of normalised) {
    const own = bySubmission.get(sheet.submissionId);
    if (own) own.push(sheet);
    else bySubmission.set(sheet.submissionId, [sheet]);
  }
  const scores = new Map<string, SubmissionScore>();
  for (const submissionId of [...bySubmission.keys()].sort()) {
    const own = bySubmission.get(submissionId)!;
    const zs = own.map((sheet) => sheet.z);
    const meanZ = mean(zs);
    const n = zs.length;
    const sampleDeviation = n < 2 ? 0 : Math.sqrt(zs.reduce((sum, z) => sum + (z - meanZ) ** 2, 0) / (n - 1));
    scores.set(submissionId, {
      submissionId,
      score: mAll + meanZ * sAll,
      meanZ,
      rawMean: mean(own.map((sheet) => sheet.total)),
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
 * then reviews). Equal results share a rank (1, 1, 3); the order among them is by submission id.
 */
export function rank<T extends Pick<SubmissionScore, 'submissionId' | 'score' | 'rawMean' | 'reviews'>>(
  scores: readonly T[],
  by: Ranking = 'normalised',
): { entry: T; rank: number }[] {
  const compare = (a: T, b: T) =>
    (by === 'normalised' ? compareDesc(a.score, b.score) : 0) ||
    compareDesc(a.rawMean, b.rawMean) ||
    b.reviews - a.reviews;
  const sorted = [...scores].sort(
    (a, b) => compare(a, b) || (a.submissionId < b.submissionId ? -1 : a.submissionId > b.submissionId ? 1 : 0),
  );
  const ranked: { entry: T; rank: number }[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    ranked.push({ entry, rank: previous && compare(previous.entry, entry) === 0 ? previous.rank : index + 1 });
  });
  return ranked;
}

/** Raw per-criterion averages over the sheets, in the criteria's order; null when no sheet scored one. */
export function criterionAverages(
  criteria: readonly { id: string }[],
  sheets: readonly { scores: Readonly<Record<string, number>> }[],
): { criterionId: string; average: number | null }[] {
  return criteria.map(({ id }) => {
    const values = sheets.map((sheet) => sheet.scores[id]).filter((value): value is number => value !== undefined);
    return { criterionId: id, average: values.length === 0 ? null : mean(values) };
  });
}
