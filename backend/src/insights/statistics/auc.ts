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

  // Each class's entries in score order, and for each tie group (lowest first) where that group
  // ends in the class's list: the walk then sums counts without a branch on the class, which on
  // random outcomes mispredicts often and cost more than the sums themselves.
  const positives = scored.filter((i) => outcomes[i]);
  const negatives = scored.filter((i) => !outcomes[i]);
  const groupScores: number[] = [];
  for (const i of scored) if (groupScores.at(-1) !== scores[i]) groupScores.push(scores[i] as number);
  const groupEnds = (list: readonly number[]) => {
    const ends = new Int32Array(groupScores.length);
    let k = 0;
    groupScores.forEach((score, g) => {
      while (k < list.length && scores[list[k]] === score) k++;
      ends[g] = k;
    });
    return ends;
  };
  const positiveOrder = Int32Array.from(positives);
  const negativeOrder = Int32Array.from(negatives);
  const positiveEnds = groupEnds(positives);
  const negativeEnds = groupEnds(negatives);
  const groups = groupScores.length;

  return {
    size: scores.length,
    aucOf(counts) {
      let wins = 0; // positives' wins over negatives, a tie counting half
      let negativesBelow = 0;
      let positivesSeen = 0;
      let pk = 0;
      let nk = 0;
      for (let g = 0; g < groups; g++) {
        let p = 0;
        let q = 0;
        for (const end = positiveEnds[g]; pk < end; pk++) p += counts[positiveOrder[pk]];
        for (const end = negativeEnds[g]; nk < end; nk++) q += counts[negativeOrder[nk]];
        wins += p * (negativesBelow + q / 2);
        negativesBelow += q;
        positivesSeen += p;
      }
      if (positivesSeen === 0 || negativesBelow === 0) return null;
      return wins / (positivesSeen * negativesBelow);
    },
  };
}

/** The AUC of scores against binary outcomes; null when no entry (or every entry) reached the outcome. */
export function auc(scores: readonly (number | null)[], outcomes: readonly boolean[]): number | null {
  return prepareAuc(scores, outcomes).aucOf(new Uint32Array(scores.length).fill(1));
}
