// A rubric being filled in, shared by judging's score sheets and application review: the server's
// rules (backend common/panel-review/rubric.ts) as the form shows them live.

/** The 1-5 scale of every criterion, with the words judges and reviewers pick from. */
export const SCORE_LABELS: Readonly<Record<number, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const SCORES = [1, 2, 3, 4, 5] as const;

export interface WeightedCriterion {
  id: string;
  label: string;
  weight: number;
}

/** A sheet being filled in: criterion id -> chosen score (absent until picked). */
export type ScoreChoices = Readonly<Record<string, number | undefined>>;

/** A saved sheet's or review's scores as the choices its form starts from; none before the first save. */
export function savedScoreChoices(
  saved: { scores: readonly { criterionId: string; score: number }[] } | null,
): Record<string, number | undefined> {
  return Object.fromEntries((saved?.scores ?? []).map((entry) => [entry.criterionId, entry.score]));
}

export interface LiveTotal {
  /** Σ weight·score / Σ weight over the criteria scored so far; null before the first score. */
  value: number | null;
  /** Whether every criterion has a score (the total is then the one the server stores). */
  complete: boolean;
}

function isScore(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** The weighted total shown while a judge or a reviewer scores: it stays on the 1-5 scale whatever the weights. */
export function liveWeightedTotal(criteria: readonly WeightedCriterion[], scores: ScoreChoices): LiveTotal {
  let weighted = 0;
  let weights = 0;
  let scored = 0;
  for (const criterion of criteria) {
    const score = scores[criterion.id];
    if (!isScore(score) || criterion.weight <= 0) continue;
    weighted += criterion.weight * score;
    weights += criterion.weight;
    scored += 1;
  }
  return {
    value: weights === 0 ? null : weighted / weights,
    complete: criteria.length > 0 && scored === criteria.length,
  };
}

/** '3.67 / 5', or '— / 5' before any score. */
export function formatTotal(value: number | null): string {
  return `${value === null ? '—' : value.toFixed(2)} / 5`;
}

/** The labels of the criteria still without a score, in the sheet's order. */
export function missingCriteria(criteria: readonly WeightedCriterion[], scores: ScoreChoices): string[] {
  return criteria.filter((criterion) => !isScore(scores[criterion.id])).map((criterion) => criterion.label);
}

/** 'Please score every criterion: Innovation, Design.' or null when the sheet is complete. */
export function missingCriteriaMessage(criteria: readonly WeightedCriterion[], scores: ScoreChoices): string | null {
  const missing = missingCriteria(criteria, scores);
  return missing.length === 0 ? null : `Please score every criterion: ${missing.join(', ')}.`;
}
