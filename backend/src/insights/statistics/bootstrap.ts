// Percentile bootstrap with a seeded generator (insights.md 'Method, in the code'): B resamples of
// the entries, each statistic computed on every resample, the interval read off the sorted values.
//
// A resample is a multiplicity per entry (entry i drawn counts[i] times) rather than a copied array,
// so a statistic that sorted once (`prepareAuc`) answers in one pass, and every statistic of a call
// sees the same resamples (the criteria's intervals come from the same draws, as the figures do).
//
// One-class resamples: with `strata` (the outcome of each entry) the positives and the negatives are
// resampled separately, each to its own count, as pROC does for AUC by default; a resample then
// always has both classes and the interval is conditional on the observed class sizes. A statistic
// can still answer null on a resample (a criterion scored on a subset whose draws held one class
// only, or no strata given): that resample is skipped for that statistic only, and counted in
// `skipped`; the percentiles come from the resamples that gave a value, and the interval is null
// when none did.

import { nextState, unitFloat } from './seeded-random.js';

const { floor } = Math;

/**
 * The statistic on a resample given as counts per entry; null when it is undefined there. The same
 * array is refilled for every resample: read it, do not keep it.
 */
export type ResampledStatistic = (counts: Uint32Array) => number | null;

export const BOOTSTRAP_RESAMPLES = 2000;
/** 90% interval: the 5th and 95th percentiles. */
export const BOOTSTRAP_LEVEL = 0.9;

export interface BootstrapOptions {
  /** The number of entries (the length of every counts array). */
  size: number;
  seed: number;
  resamples?: number;
  /** Central coverage, 0.9 for the 5th-95th percentiles. */
  level?: number;
  /** Resample within each stratum (true/false, e.g. the outcome), keeping their sizes. */
  strata?: readonly boolean[];
}

export interface BootstrapInterval {
  low: number;
  high: number;
  /** Resamples that gave a value. */
  used: number;
  /** Resamples where the statistic was undefined (one class only), left out. */
  skipped: number;
}

/** The interval of each statistic, in the order given (null for one that no resample defined). */
export function percentileBootstrap(
  statistics: readonly ResampledStatistic[],
  options: BootstrapOptions,
): (BootstrapInterval | null)[] {
  const { size, seed, resamples = BOOTSTRAP_RESAMPLES, level = BOOTSTRAP_LEVEL, strata } = options;
  if (strata && strata.length !== size) throw new Error('strata and size differ');
  if (!(level > 0 && level < 1)) throw new Error('level must be between 0 and 1');

  const groups: Int32Array[] = [];
  if (strata) {
    const inStratum = (value: boolean) => Int32Array.from(strata.keys()).filter((i) => strata[i] === value);
    for (const group of [inStratum(true), inStratum(false)]) if (group.length > 0) groups.push(group);
  } else if (size > 0) {
    groups.push(Int32Array.from({ length: size }, (_, i) => i));
  }

  let state = seed | 0; // mulberry32's, carried in the loop (see nextState)
  const counts = new Uint32Array(size);
  const values = statistics.map(() => new Float64Array(resamples));
  const defined = new Int32Array(statistics.length);

  for (let b = 0; b < resamples; b++) {
    counts.fill(0);
    for (const group of groups) {
      const n = group.length;
      for (let draw = 0; draw < n; draw++) {
        state = nextState(state);
        counts[group[floor(unitFloat(state) * n)]]++;
      }
    }
    for (let s = 0; s < statistics.length; s++) {
      const value = statistics[s](counts);
      if (value !== null) values[s][defined[s]++] = value;
    }
  }

  const tail = (1 - level) / 2;
  return values.map((all, s) => {
    const used = defined[s];
    if (used === 0) return null;
    const sorted = all.subarray(0, used).sort();
    return { low: percentile(sorted, tail), high: percentile(sorted, 1 - tail), used, skipped: resamples - used };
  });
}

/** The p-quantile of sorted values, linear between order statistics (R's type 7, numpy's default). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (h - below) * (sorted[above] - sorted[below]);
}
