import { prepareAuc } from './auc.js';
import { percentile, percentileBootstrap } from './bootstrap.js';
import { mulberry32 } from './seeded-random.js';

/** Positives ~ U(0,1) + shift, negatives ~ U(0,1): true AUC = 1 - (1 - shift)²/2. */
function sample(n: number, shift: number, seed: number) {
  const random = mulberry32(seed);
  const outcomes = Array.from({ length: n }, () => random() < 0.4);
  const scores = outcomes.map((positive) => random() + (positive ? shift : 0));
  return { scores, outcomes };
}

describe('percentile (type 7)', () => {
  it('interpolates between order statistics', () => {
    // h = (4 - 1) · 0.05 = 0.15: 1 + 0.15 · (2 - 1) = 1.15; h = 2.85: 3 + 0.85 · (4 - 3) = 3.85.
    expect(percentile([1, 2, 3, 4], 0.05)).toBeCloseTo(1.15, 12);
    expect(percentile([1, 2, 3, 4], 0.95)).toBeCloseTo(3.85, 12);
    expect(percentile([7], 0.5)).toBe(7);
    expect(() => percentile([], 0.5)).toThrow();
  });
});

describe('percentileBootstrap', () => {
  const { scores, outcomes } = sample(150, 0.3, 5);
  const statistic = prepareAuc(scores, outcomes);
  const run = (seed: number) =>
    percentileBootstrap([(counts) => statistic.aucOf(counts)], { size: scores.length, seed, strata: outcomes })[0];

  it('gives the same interval for the same seed, another for another seed', () => {
    expect(run(1)).toEqual(run(1));
    expect(run(1)).not.toEqual(run(2));
  });

  it('brackets the sample AUC with a 90% interval of sensible width', () => {
    const interval = run(1)!;
    const point = statistic.aucOf(new Uint32Array(scores.length).fill(1))!;
    expect(interval.low).toBeLessThan(point);
    expect(interval.high).toBeGreaterThan(point);
    // SE of an AUC near 0.75 over 60 and 90 entries is about 0.04: a 90% interval about 0.13 wide.
    expect(interval.high - interval.low).toBeGreaterThan(0.08);
    expect(interval.high - interval.low).toBeLessThan(0.2);
    expect(interval).toMatchObject({ used: 2000, skipped: 0 });
  });

  it('covers the true AUC about 90% of the time (coverage sanity)', () => {
    const shift = 0.3;
    const truth = 1 - (1 - shift) ** 2 / 2; // 0.755
    const datasets = 200;
    let covered = 0;
    for (let d = 0; d < datasets; d++) {
      const data = sample(80, shift, 1000 + d);
      const prepared = prepareAuc(data.scores, data.outcomes);
      const [interval] = percentileBootstrap([(counts) => prepared.aucOf(counts)], {
        size: 80,
        seed: d,
        resamples: 500,
        strata: data.outcomes,
      });
      if (interval && interval.low <= truth && truth <= interval.high) covered++;
    }
    // 90% nominal; the percentile bootstrap runs a little short at n = 80, and 200 datasets give
    // a binomial SD of about 2%.
    expect(covered / datasets).toBeGreaterThan(0.8);
    expect(covered / datasets).toBeLessThan(0.97);
  });

  it('skips resamples that draw one class only (no strata), and counts them', () => {
    const tiny = prepareAuc([1, 2, 3, 4, 5, 6], [false, false, true, false, false, false]);
    const [interval] = percentileBootstrap([(counts) => tiny.aucOf(counts)], { size: 6, seed: 9 });
    // The one positive is left out of a resample with chance (5/6)^6 ≈ 0.33.
    expect(interval!.skipped).toBeGreaterThan(500);
    expect(interval!.skipped).toBeLessThan(850);
    expect(interval!.used + interval!.skipped).toBe(2000);
  });

  it('never draws a one-class resample when resampling within the outcome strata', () => {
    const outcomes = [false, false, true, false, false, false];
    const tiny = prepareAuc([1, 2, 3, 4, 5, 6], outcomes);
    const [interval] = percentileBootstrap([(counts) => tiny.aucOf(counts)], { size: 6, seed: 9, strata: outcomes });
    expect(interval).toMatchObject({ skipped: 0, used: 2000 });
  });

  it('keeps each stratum at its own size in every resample', () => {
    const strata = [true, false, false, true, false];
    const sizes: number[][] = [];
    percentileBootstrap(
      [
        (counts) => {
          sizes.push([counts[0] + counts[3], counts[1] + counts[2] + counts[4]]);
          return 0;
        },
      ],
      { size: 5, seed: 4, resamples: 50, strata },
    );
    expect(sizes).toHaveLength(50);
    for (const pair of sizes) expect(pair).toEqual([2, 3]);
  });

  it('answers null for a statistic no resample defines, and each statistic its own interval', () => {
    const [none, constant] = percentileBootstrap([() => null, () => 0.6], { size: 10, seed: 1, resamples: 20 });
    expect(none).toBeNull();
    expect(constant).toEqual({ low: 0.6, high: 0.6, used: 20, skipped: 0 });
  });
});
