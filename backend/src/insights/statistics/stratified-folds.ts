// Deterministic k-fold assignment for cross-validation, stratified by outcome: the positives and
// the negatives are each shuffled with the seed and dealt round-robin, so every fold holds about
// the same share of each class (and a fold's training part keeps both classes when each class has
// at least two entries).

import { mulberry32, shuffled } from './seeded-random.js';

/** The fold (0..k-1) of each entry. */
export function stratifiedFolds(outcomes: readonly boolean[], k: number, seed: number): Int32Array {
  if (!Number.isInteger(k) || k < 2) throw new Error('k must be an integer of at least 2');
  const random = mulberry32(seed);
  const indices = [...outcomes.keys()];
  const positives = shuffled(
    indices.filter((i) => outcomes[i]),
    random,
  );
  const negatives = shuffled(
    indices.filter((i) => !outcomes[i]),
    random,
  );
  const folds = new Int32Array(outcomes.length);
  // The negatives carry on dealing where the positives stopped, so fold sizes differ by one at most.
  [...positives, ...negatives].forEach((entry, position) => (folds[entry] = position % k));
  return folds;
}
