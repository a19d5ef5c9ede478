// AUC by Mann-Whitney: the chance that an entry that reached the outcome scored higher than one
// that did not, ties counting half (insights.md 'Which criteria predicted outcomes').
//
// By ranks, in O(n log n): sort once by score, walk the tie groups upwards; each positive in a
// group beats every negative below the group and ties (half) with the negatives inside it. That is
// the midrank formula (R1 - n1(n1+1)/2) / (n1·n0) summed group by group. The same walk takes a
// multiplicity per entry, so a bootstrap resample (entry i drawn c_i times) needs no new sort:
// `prepareAuc` sorts once and `aucOf(counts)` is one O(n) pass per resample.

/** Scores sorted once, ready for the AUC of the full sample or of any resample of it. */
export interface PreparedAuc {
  /** The number of entries the counts are over (the input's length, scored or not). */
  readonly size: number;
  /** The AUC with each entry counted `counts[i]` times; null when either class is left empty. */
  aucOf(counts: ArrayLike<number>): number | null;
}

/**
 * Sorts the scored entries once. `scores[i] === null` (an entry without this score) is left out of
 * the AUC, whatever its count. Scores must be finite numbers.
 */
export function prepareAuc(scores: readonly (number | null)[], outcomes: readonly boolean[]): PreparedAuc {
  if (scores.length !== outcomes.length) throw new Error('scores and outcomes differ in length');
  const scored: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i];
    if (score === null) continue;
    if (!Number.isFinite(score)) throw new Error(`score ${i} is not a finite number`);
    scored.push(i);
  }
  scored.sort((a, b) => (scores[a] as number) - (scores[b] as number));

  const order = Int32Array.from(scored);
  const positive = Uint8Array.from(order, (i) => (outcomes[i] ? 1 : 0));
  // groupStart[g]..groupStart[g+1]-1: the positions in `order` of the g-th tie group, lowest first.
  const starts: number[] = [];
  for (let k = 0; k < order.length; k++) {
    if (k === 0 || scores[order[k]] !== scores[order[k - 1]]) starts.push(k);
  }
  starts.push(order.length);
  const groupStart = Int32Array.from(starts);
  const groups = groupStart.length - 1;

  return {
    size: scores.length,
    aucOf(counts) {
      let wins = 0; // positives' wins over negatives, a tie counting half
      let negativesBelow = 0;
      let positives = 0;
      for (let g = 0; g < groups; g++) {
        let p = 0;
        let q = 0;
        for (let k = groupStart[g]; k < groupStart[g + 1]; k++) {
          const count = counts[order[k]];
          if (positive[k] === 1) p += count;
          else q += count;
        }
        wins += p * (negativesBelow + q / 2);
        negativesBelow += q;
        positives += p;
      }
      if (positives === 0 || negativesBelow === 0) return null;
      return wins / (positives * negativesBelow);
    },
  };
}

/** The AUC of scores against binary outcomes; null when no entry (or every entry) reached the outcome. */
export function auc(scores: readonly (number | null)[], outcomes: readonly boolean[]): number | null {
  return prepareAuc(scores, outcomes).aucOf(new Uint8Array(scores.length).fill(1));
}
