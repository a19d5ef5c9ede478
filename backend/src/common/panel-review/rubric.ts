// A rubric's scores, shared by judging's score sheets and application reviews: one integer 1-5 per
// criterion (1 Poor, 2 Fair, 3 Good, 4 Very good, 5 Excellent) and relative integer weights.

export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

export interface RubricCriterion {
  id: string;
  label: string;
  weight: number;
}

/** Σ weight·score / Σ weight, on the 1-5 scale; null when nothing is scored. */
export function weightedTotal(
  criteria: readonly { id: string; weight: number }[],
  scores: Readonly<Record<string, number>>,
): number | null {
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of criteria) {
    const score = scores[id];
    if (score === undefined) continue;
    weighted += weight * score;
    weights += weight;
  }
  return weights === 0 ? null : weighted / weights;
}

export type RubricCheck<C extends RubricCriterion> =
  { ok: true; scores: Record<string, number>; total: number } | { ok: false; missing: C[]; unknown: string[] };

/**
 * A complete sheet: every criterion scored and nothing else (the ranges are the DTO's). Answers the
 * scores in the criteria's order and their weighted total, or what is missing or unknown.
 */
export function checkRubricScores<C extends RubricCriterion>(
  criteria: readonly C[],
  given: readonly { criterionId: string; score: number }[],
): RubricCheck<C> {
  const byId = new Map(given.map(({ criterionId, score }) => [criterionId, score]));
  const missing = criteria.filter((criterion) => !byId.has(criterion.id));
  const known = new Set(criteria.map((criterion) => criterion.id));
  const unknown = given.filter(({ criterionId }) => !known.has(criterionId)).map(({ criterionId }) => criterionId);
  if (missing.length > 0 || unknown.length > 0) return { ok: false, missing, unknown };
  const scores = Object.fromEntries(criteria.map((criterion) => [criterion.id, byId.get(criterion.id)!]));
  return { ok: true, scores, total: weightedTotal(criteria, scores) ?? 0 };
}
