import { stratifiedFolds } from './stratified-folds.js';

describe('stratifiedFolds', () => {
  const outcomes = Array.from({ length: 53 }, (_, i) => i % 4 === 0); // 14 positives, 39 negatives

  it('deals each class evenly over the k folds', () => {
    const folds = stratifiedFolds(outcomes, 5, 1);
    for (const positive of [true, false]) {
      const perFold = [0, 1, 2, 3, 4].map(
        (fold) => outcomes.filter((o, i) => o === positive && folds[i] === fold).length,
      );
      expect(Math.max(...perFold) - Math.min(...perFold)).toBeLessThanOrEqual(1);
    }
    const sizes = [0, 1, 2, 3, 4].map((fold) => folds.filter((f) => f === fold).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(stratifiedFolds(outcomes, 5, 1)).toEqual(stratifiedFolds(outcomes, 5, 1));
    expect(stratifiedFolds(outcomes, 5, 1)).not.toEqual(stratifiedFolds(outcomes, 5, 2));
  });

  it('refuses fewer than two folds', () => {
    expect(() => stratifiedFolds(outcomes, 1, 1)).toThrow();
  });
});
