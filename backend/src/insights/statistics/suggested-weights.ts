// Suggested weights (insights.md 'Suggested weights'): a ridge logistic regression of the outcome
// on the standardised per-criterion averages, its ridge strength picked by 5-fold cross-validation,
// its coefficients turned into relative weights. Shown beside the current weights, never applied.

import { auc } from './auc.js';
import {
  fitRidgeLogistic,
  fitStandardisation,
  linearPredictor,
  logLoss,
  standardise,
  type LogisticFit,
} from './ridge-logistic.js';
import { stratifiedFolds } from './stratified-folds.js';

export const CV_FOLDS = 5;
/** Ridge strengths tried (on the mean log-loss, so the same grid serves 30 or 3,000 entries). */
export const RIDGE_GRID: readonly number[] = [0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1];

export interface SuggestWeightsInput {
  /** The criteria's labels, one per column. */
  features: readonly string[];
  /** Per entry, its per-criterion averages (complete rows: leave out or fill in missing ones first). */
  rows: readonly (readonly number[])[];
  outcomes: readonly boolean[];
  seed: number;
  folds?: number;
  grid?: readonly number[];
}

export interface GridPoint {
  lambda: number;
  /** Mean log-loss of the out-of-fold predictions (what picks λ). */
  cvLogLoss: number;
  /** AUC of the out-of-fold predictions pooled over the folds. */
  cvAuc: number | null;
}

export interface FeatureCoefficient {
  feature: string;
  /** Change in log-odds per standard deviation of the criterion (comparable across criteria). */
  standardised: number;
  /** Change in log-odds per score point (= standardised / SD): what a weighted total multiplies. */
  perPoint: number;
}

export interface SuggestedWeights {
  lambda: number;
  cvAuc: number | null;
  cvLogLoss: number;
  grid: GridPoint[];
  intercept: number;
  coefficients: FeatureCoefficient[];
  /** Relative weights per feature summing to 1, or null when no coefficient is positive. */
  weights: number[] | null;
  /** Plain words on what was clamped or why there are no weights; null when nothing to say. */
  note: string | null;
}

/**
 * Null when either class has fewer than two entries (a training fold would then miss a class).
 *
 * λ is the grid's value with the lowest cross-validated log-loss (ties: the larger λ), not the best
 * AUC: AUC only sees the order, which a heavy ridge barely changes, so it cannot tell the strengths
 * apart. Each fold is standardised with its own training part's means and spreads. The CV AUC is
 * that of the chosen λ. The final model is refitted on every entry with that λ.
 *
 * Weights come from the per-point coefficients, since an event's weighted total multiplies the
 * raw 1-5 scores (rubric.ts): weights proportional to them rank entries as the model does. A
 * negative coefficient (higher scores went with a worse outcome) is clamped to weight 0 and named
 * in `note`, as a weighted total cannot use negative weights.
 */
export function suggestWeights(input: SuggestWeightsInput): SuggestedWeights | null {
  const { features, rows, outcomes, seed, folds = CV_FOLDS, grid = RIDGE_GRID } = input;
  if (rows.length !== outcomes.length) throw new Error('rows and outcomes differ in length');
  if (rows.some((row) => row.length !== features.length)) throw new Error('a row has the wrong number of features');
  if (grid.length === 0) throw new Error('empty ridge grid');
  const positives = outcomes.filter(Boolean).length;
  if (positives < 2 || outcomes.length - positives < 2) return null;

  const foldOf = stratifiedFolds(outcomes, folds, seed);
  // Out-of-fold linear predictors per λ. Each fold is standardised once (on its training part) and
  // fitted along the grid from the strongest λ down, each fit starting from the previous one.
  const etas = grid.map(() => new Array<number>(rows.length).fill(0));
  const strongestFirst = [...grid.keys()].sort((a, b) => grid[b] - grid[a]);
  for (let fold = 0; fold < folds; fold++) {
    const train = [...rows.keys()].filter((i) => foldOf[i] !== fold);
    const test = [...rows.keys()].filter((i) => foldOf[i] === fold);
    if (test.length === 0) continue;
    const scaling = fitStandardisation(train.map((i) => rows[i]));
    const trainRows = standardise(
      train.map((i) => rows[i]),
      scaling,
    );
    const trainOutcomes = train.map((i) => outcomes[i]);
    const testRows = standardise(
      test.map((i) => rows[i]),
      scaling,
    );
    let previous: LogisticFit | undefined;
    for (const g of strongestFirst) {
      const fit = fitRidgeLogistic(trainRows, trainOutcomes, grid[g], previous);
      test.forEach((i, t) => (etas[g][i] = linearPredictor(fit, testRows[t])));
      previous = fit;
    }
  }
  const points: GridPoint[] = grid.map((lambda, g) => ({
    lambda,
    cvLogLoss: logLoss(etas[g], outcomes),
    cvAuc: auc(etas[g], outcomes),
  }));

  const best = points.reduce((chosen, point) =>
    point.cvLogLoss < chosen.cvLogLoss - 1e-12 ||
    (Math.abs(point.cvLogLoss - chosen.cvLogLoss) <= 1e-12 && point.lambda > chosen.lambda)
      ? point
      : chosen,
  );

  const scaling = fitStandardisation(rows);
  const fit = fitRidgeLogistic(standardise(rows, scaling), outcomes, best.lambda);
  const coefficients = features.map((feature, j) => ({
    feature,
    standardised: fit.coefficients[j],
    perPoint: scaling.constant[j] ? 0 : fit.coefficients[j] / scaling.scales[j],
  }));
  const { weights, note } = relativeWeights(coefficients);
  return {
    lambda: best.lambda,
    cvAuc: best.cvAuc,
    cvLogLoss: best.cvLogLoss,
    grid: points,
    intercept: fit.intercept,
    coefficients,
    weights,
    note,
  };
}

/** Non-negative per-point coefficients normalised to sum 1; negative ones clamped to 0 and named. */
export function relativeWeights(coefficients: readonly Pick<FeatureCoefficient, 'feature' | 'perPoint'>[]): {
  weights: number[] | null;
  note: string | null;
} {
  const clamped = coefficients.map(({ perPoint }) => Math.max(0, perPoint));
  const total = clamped.reduce((sum, value) => sum + value, 0);
  const negative = coefficients.filter(({ perPoint }) => perPoint < 0).map(({ feature }) => feature);
  if (total <= 0) {
    return {
      weights: null,
      note: 'No criterion scored higher for entries that reached the outcome: no weights to suggest.',
    };
  }
  return {
    weights: clamped.map((value) => value / total),
    note:
      negative.length === 0
        ? null
        : `Weight 0 for ${negative.join(', ')}: higher scores went with a worse outcome, and a weighted total cannot use a negative weight.`,
  };
}
