// Ridge-regularised logistic regression (insights.md 'Suggested weights'), fitted by Newton's method
// (IRLS) with step halving: a handful of features and a few thousand rows, so each step is one
// p×p solve (Cholesky) and the fit takes some ten steps.
//
// Objective, on the mean so that a ridge strength means the same for 30 entries as for 3,000:
//   (1/n) Σ [log(1 + e^η_i) - y_i η_i] + (λ/2) Σ_j β_j²,   η_i = β_0 + Σ_j β_j x_ij
// The intercept β_0 is not penalised. λ > 0 makes the objective strictly convex, so the fit exists
// even when a feature separates the classes perfectly.

export const MAX_NEWTON_STEPS = 100;
/** Converged when no coefficient moves by more than this in a step. */
export const NEWTON_TOLERANCE = 1e-9;

export interface Standardisation {
  means: number[];
  /** Population standard deviations; 1 for a constant column (which becomes all zeros). */
  scales: number[];
  /** Columns with no spread (their coefficient is 0 and says nothing). */
  constant: boolean[];
}

/** Means and spreads of the columns of `rows` (fitted on training rows, applied to any). */
export function fitStandardisation(rows: readonly (readonly number[])[]): Standardisation {
  const p = rows[0]?.length ?? 0;
  const means = new Array<number>(p).fill(0);
  const scales = new Array<number>(p).fill(0);
  for (const row of rows) for (let j = 0; j < p; j++) means[j] += row[j] / rows.length;
  for (const row of rows) for (let j = 0; j < p; j++) scales[j] += (row[j] - means[j]) ** 2 / rows.length;
  const constant = scales.map((variance) => variance <= 1e-24);
  return { means, scales: scales.map((variance, j) => (constant[j] ? 1 : Math.sqrt(variance))), constant };
}

export function standardise(rows: readonly (readonly number[])[], by: Standardisation): number[][] {
  return rows.map((row) => row.map((value, j) => (by.constant[j] ? 0 : (value - by.means[j]) / by.scales[j])));
}

export interface LogisticFit {
  intercept: number;
  coefficients: number[];
  steps: number;
  converged: boolean;
}

/** log(1 + e^x) without overflow. */
function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** η = β_0 + β·x for one row. */
export function linearPredictor(fit: Pick<LogisticFit, 'intercept' | 'coefficients'>, row: readonly number[]): number {
  let eta = fit.intercept;
  for (let j = 0; j < fit.coefficients.length; j++) eta += fit.coefficients[j] * row[j];
  return eta;
}

/** The mean log-loss of linear predictors against outcomes (natural log). */
export function logLoss(etas: readonly number[], outcomes: readonly boolean[]): number {
  let sum = 0;
  for (let i = 0; i < etas.length; i++) sum += softplus(etas[i]) - (outcomes[i] ? etas[i] : 0);
  return sum / etas.length;
}

/**
 * Fits β_0, β on (already standardised) rows; `lambda` > 0. `start` (a fit for a nearby λ on the
 * same rows) only saves steps: the optimum is unique, so the answer is the same to the tolerance.
 */
export function fitRidgeLogistic(
  rows: readonly (readonly number[])[],
  outcomes: readonly boolean[],
  lambda: number,
  start?: Pick<LogisticFit, 'intercept' | 'coefficients'>,
): LogisticFit {
  if (rows.length !== outcomes.length) throw new Error('rows and outcomes differ in length');
  if (rows.length === 0) throw new Error('no rows to fit');
  if (!(lambda > 0)) throw new Error('lambda must be positive');
  const n = rows.length;
  const p = rows[0].length;
  const d = p + 1; // β_0 first
  if (start && start.coefficients.length !== p) throw new Error('start has the wrong number of coefficients');
  // One flat row-major design matrix with the intercept's column of ones: the loops below run
  // n·d² times per step, and flat typed arrays keep them several times faster than nested arrays.
  const design = new Float64Array(n * d);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    design[i * d] = 1;
    for (let j = 0; j < p; j++) design[i * d + j + 1] = rows[i][j];
    y[i] = outcomes[i] ? 1 : 0;
  }

  const objective = (beta: Float64Array) => {
    let loss = 0;
    for (let i = 0, row = 0; i < n; i++, row += d) {
      let eta = 0;
      for (let j = 0; j < d; j++) eta += beta[j] * design[row + j];
      loss += softplus(eta) - y[i] * eta;
    }
    let penalty = 0;
    for (let j = 1; j < d; j++) penalty += beta[j] * beta[j];
    return loss / n + (lambda / 2) * penalty;
  };

  let beta = Float64Array.from(start ? [start.intercept, ...start.coefficients] : new Array<number>(d).fill(0));
  let current = objective(beta);
  const result = (steps: number, converged: boolean): LogisticFit => ({
    intercept: beta[0],
    coefficients: Array.from(beta.subarray(1)),
    steps,
    converged,
  });
  for (let step = 1; step <= MAX_NEWTON_STEPS; step++) {
    const gradient = new Float64Array(d);
    const lower = new Float64Array(d * d); // the Hessian's lower triangle, row-major
    for (let i = 0, row = 0; i < n; i++, row += d) {
      let eta = 0;
      for (let j = 0; j < d; j++) eta += beta[j] * design[row + j];
      const prob = sigmoid(eta);
      const residual = prob - y[i];
      const weight = prob * (1 - prob);
      for (let a = 0; a < d; a++) {
        const xa = design[row + a];
        gradient[a] += residual * xa;
        const wxa = weight * xa;
        for (let b = 0; b <= a; b++) lower[a * d + b] += wxa * design[row + b];
      }
    }
    const hessian = Array.from({ length: d }, (_, a) =>
      Array.from({ length: d }, (_, b) => (a >= b ? lower[a * d + b] : lower[b * d + a]) / n),
    );
    const g = Array.from(gradient, (value) => value / n);
    for (let a = 1; a < d; a++) {
      g[a] += lambda * beta[a];
      hessian[a][a] += lambda;
    }

    const direction = solveSymmetricPositive(hessian, g);
    // Newton's step, halved while the objective grows (logistic Newton rarely needs it). Growth
    // within rounding does not count: near the optimum it would halve a right step to nothing.
    const grows = (value: number) => value - current > 1e-12 * (1 + current);
    let scale = 1;
    let next = beta.map((value, j) => value - direction[j]);
    let value = objective(next);
    while (grows(value) && scale > 1e-6) {
      scale /= 2;
      next = beta.map((v, j) => v - scale * direction[j]);
      value = objective(next);
    }
    let moved = 0;
    for (let j = 0; j < d; j++) moved = Math.max(moved, Math.abs(next[j] - beta[j]));
    beta = next;
    current = value;
    if (moved < NEWTON_TOLERANCE) return result(step, true);
  }
  return result(MAX_NEWTON_STEPS, false);
}

/** Solves A z = b for a symmetric positive definite A (Cholesky, A = L Lᵀ). */
export function solveSymmetricPositive(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const d = b.length;
  const l = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i][j];
      for (let k = 0; k < j; k++) sum -= l[i][k] * l[j][k];
      if (i === j) {
        if (!(sum > 0)) throw new Error('matrix is not positive definite');
        l[i][i] = Math.sqrt(sum);
      } else {
        l[i][j] = sum / l[j][j];
      }
    }
  }
  const y = new Array<number>(d).fill(0);
  for (let i = 0; i < d; i++) {
    let sum = b[i];
    for (let k = 0; k < i; k++) sum -= l[i][k] * y[k];
    y[i] = sum / l[i][i];
  }
  const z = new Array<number>(d).fill(0);
  for (let i = d - 1; i >= 0; i--) {
    let sum = y[i];
    for (let k = i + 1; k < d; k++) sum -= l[k][i] * z[k];
    z[i] = sum / l[i][i];
  }
  return z;
}
