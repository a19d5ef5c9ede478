import { mulberry32 } from './seeded-random.js';
import { sigmoid } from './ridge-logistic.js';
import { relativeWeights, RIDGE_GRID, suggestWeights } from './suggested-weights.js';

/** Per-criterion averages on 1-5: 'Traction' decides the outcome, 'Pitch deck' is noise. */
function planted(n: number, seed: number) {
  const random = mulberry32(seed);
  const rows = Array.from({ length: n }, () => [1 + 4 * random(), 1 + 4 * random()]);
  const outcomes = rows.map(([traction]) => random() < sigmoid(1.8 * (traction - 3.5)));
  return { features: ['Traction', 'Pitch deck'], rows, outcomes };
}

describe('suggestWeights', () => {
  const data = planted(200, 17);
  const result = suggestWeights({ ...data, seed: 1 })!;

  it('gives the planted criterion the largest weight and a cross-validated AUC above 0.7', () => {
    expect(result.weights).not.toBeNull();
    const [traction, deck] = result.weights!;
    expect(traction).toBeGreaterThan(deck);
    expect(traction).toBeGreaterThan(0.8);
    expect(traction + deck).toBeCloseTo(1, 12);
    expect(Math.min(traction, deck)).toBeGreaterThanOrEqual(0);
    expect(result.cvAuc).toBeGreaterThan(0.7);
    expect(result.coefficients[0]).toMatchObject({ feature: 'Traction' });
    expect(result.coefficients[0].standardised).toBeGreaterThan(1);
  });

  it('picks λ from the grid by the lowest cross-validated log-loss, and reports every point', () => {
    expect(result.grid.map((point) => point.lambda)).toEqual(RIDGE_GRID);
    const lowest = Math.min(...result.grid.map((point) => point.cvLogLoss));
    expect(result.cvLogLoss).toBe(lowest);
    expect(result.grid.find((point) => point.lambda === result.lambda)?.cvAuc).toBe(result.cvAuc);
  });

  it('is deterministic for a seed', () => {
    expect(suggestWeights({ ...data, seed: 1 })).toEqual(result);
  });

  it('gives a per-point coefficient of standardised / SD', () => {
    // Traction is uniform on 1-5: SD near 4/√12 ≈ 1.155.
    const ratio = result.coefficients[0].standardised / result.coefficients[0].perPoint;
    expect(ratio).toBeGreaterThan(1.05);
    expect(ratio).toBeLessThan(1.25);
  });

  it('finds nothing in pure noise: CV AUC near 1/2', () => {
    const random = mulberry32(99);
    const rows = Array.from({ length: 200 }, () => [1 + 4 * random(), 1 + 4 * random()]);
    const outcomes = rows.map(() => random() < 0.3);
    const noise = suggestWeights({ features: ['A', 'B'], rows, outcomes, seed: 1 })!;
    expect(noise.cvAuc).toBeLessThan(0.62);
  });

  it('answers null when a class has fewer than two entries', () => {
    const rows = [[1], [2], [3], [4]];
    expect(suggestWeights({ features: ['A'], rows, outcomes: [true, false, false, false], seed: 1 })).toBeNull();
  });
});

describe('relativeWeights', () => {
  it('normalises the non-negative coefficients to sum 1 and clamps a negative one to 0, saying so', () => {
    // 2, -1, 1 -> 2, 0, 1 -> 2/3, 0, 1/3.
    const { weights, note } = relativeWeights([
      { feature: 'Team', perPoint: 2 },
      { feature: 'Design', perPoint: -1 },
      { feature: 'Market', perPoint: 1 },
    ]);
    expect(weights![0]).toBeCloseTo(2 / 3, 12);
    expect(weights![1]).toBe(0);
    expect(weights![2]).toBeCloseTo(1 / 3, 12);
    expect(note).toBe(
      'Weight 0 for Design: higher scores went with a worse outcome, and a weighted total cannot use a negative weight.',
    );
  });

  it('has no note when nothing was clamped, and no weights when nothing is positive', () => {
    expect(relativeWeights([{ feature: 'A', perPoint: 1 }])).toEqual({ weights: [1], note: null });
    expect(relativeWeights([{ feature: 'A', perPoint: -1 }]).weights).toBeNull();
  });
});
