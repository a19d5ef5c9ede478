import {
  fitRidgeLogistic,
  fitStandardisation,
  linearPredictor,
  logLoss,
  sigmoid,
  solveSymmetricPositive,
  standardise,
} from './ridge-logistic.js';
import { mulberry32 } from './seeded-random.js';

describe('solveSymmetricPositive', () => {
  it('solves a 2×2 system by hand', () => {
    // [[4,2],[2,3]] z = [2,1]: the inverse is (1/8)·[[3,-2],[-2,4]], so z = [(6-2)/8, (-4+4)/8] = [0.5, 0].
    const z = solveSymmetricPositive(
      [
        [4, 2],
        [2, 3],
      ],
      [2, 1],
    );
    expect(z[0]).toBeCloseTo(0.5, 12);
    expect(z[1]).toBeCloseTo(0, 12);
  });

  it('refuses a matrix that is not positive definite', () => {
    expect(() =>
      solveSymmetricPositive(
        [
          [1, 2],
          [2, 1],
        ],
        [1, 1],
      ),
    ).toThrow('not positive definite');
  });
});

describe('standardisation', () => {
  it('centres and scales each column by its population SD; a constant column becomes zeros', () => {
    // Column one: mean 2, SD √((1+0+1)/3) = √(2/3).
    const by = fitStandardisation([
      [1, 5],
      [2, 5],
      [3, 5],
    ]);
    expect(by.means).toEqual([2, 5]);
    expect(by.scales[0]).toBeCloseTo(Math.sqrt(2 / 3), 12);
    expect(by.constant).toEqual([false, true]);
    const z = standardise([[3, 5]], by);
    expect(z[0][0]).toBeCloseTo(1 / Math.sqrt(2 / 3), 12);
    expect(z[0][1]).toBe(0);
  });
});

describe('fitRidgeLogistic', () => {
  it('with no features fits the intercept to the log-odds of the outcome rate', () => {
    // 3 of 10 reached the outcome: β_0 = log(0.3/0.7).
    const outcomes = Array.from({ length: 10 }, (_, i) => i < 3);
    const fit = fitRidgeLogistic(
      outcomes.map(() => []),
      outcomes,
      0.1,
    );
    expect(fit.converged).toBe(true);
    expect(fit.intercept).toBeCloseTo(Math.log(3 / 7), 9);
    expect(sigmoid(fit.intercept)).toBeCloseTo(0.3, 9);
  });

  const random = mulberry32(8);
  const rows = Array.from({ length: 300 }, () => [random() * 2 - 1, random() * 2 - 1]);
  const outcomes = rows.map(([a]) => random() < sigmoid(3 * a));

  it('sets the penalised gradient to zero (the ridge optimum)', () => {
    const lambda = 0.05;
    const fit = fitRidgeLogistic(rows, outcomes, lambda);
    expect(fit.converged).toBe(true);
    expect(fit.steps).toBeLessThan(20);
    const gradient = [0, 0, 0];
    rows.forEach((row, i) => {
      const residual = sigmoid(linearPredictor(fit, row)) - (outcomes[i] ? 1 : 0);
      gradient[0] += residual / rows.length;
      gradient[1] += (residual * row[0]) / rows.length;
      gradient[2] += (residual * row[1]) / rows.length;
    });
    expect(gradient[0]).toBeCloseTo(0, 9);
    expect(gradient[1] + lambda * fit.coefficients[0]).toBeCloseTo(0, 9);
    expect(gradient[2] + lambda * fit.coefficients[1]).toBeCloseTo(0, 9);
  });

  it('finds the planted feature and shrinks the coefficients as λ grows', () => {
    const light = fitRidgeLogistic(rows, outcomes, 0.001);
    const heavy = fitRidgeLogistic(rows, outcomes, 1);
    expect(light.coefficients[0]).toBeGreaterThan(2);
    expect(Math.abs(light.coefficients[1])).toBeLessThan(0.6);
    expect(Math.abs(heavy.coefficients[0])).toBeLessThan(Math.abs(light.coefficients[0]) / 3);
  });

  it('stays finite when a feature separates the classes perfectly', () => {
    const separable = [[-2], [-1], [1], [2]];
    const fit = fitRidgeLogistic(separable, [false, false, true, true], 0.01);
    expect(fit.converged).toBe(true);
    expect(Number.isFinite(fit.coefficients[0])).toBe(true);
    expect(fit.coefficients[0]).toBeGreaterThan(1);
  });

  it('refuses a non-positive λ and mismatched inputs', () => {
    expect(() => fitRidgeLogistic([[1]], [true], 0)).toThrow('lambda');
    expect(() => fitRidgeLogistic([[1]], [true, false], 1)).toThrow('differ in length');
  });
});

describe('logLoss', () => {
  it('is log 2 for η = 0 and small for confident right answers', () => {
    expect(logLoss([0, 0], [true, false])).toBeCloseTo(Math.log(2), 12);
    // η = 10 for a positive: log(1 + e^-10) ≈ 4.54e-5; η = -10 for a negative: the same.
    expect(logLoss([10, -10], [true, false])).toBeCloseTo(Math.log1p(Math.exp(-10)), 12);
    expect(Number.isFinite(logLoss([1000, -1000], [false, true]))).toBe(true);
  });
});
