import { auc, prepareAuc } from './auc.js';
import { mulberry32, shuffled } from './seeded-random.js';

const bool = (outcomes: readonly number[]) => outcomes.map((outcome) => outcome === 1);

/** The definition itself, pair by pair in O(n²): the oracle for the rank walk. */
function aucByPairs(scores: readonly number[], outcomes: readonly boolean[]): number | null {
  let wins = 0;
  let pairs = 0;
  for (let i = 0; i < scores.length; i++) {
    if (!outcomes[i]) continue;
    for (let j = 0; j < scores.length; j++) {
      if (outcomes[j]) continue;
      pairs++;
      wins += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
    }
  }
  return pairs === 0 ? null : wins / pairs;
}

describe('auc (Mann-Whitney, ties count half)', () => {
  it('scores [1,2,2,3], outcomes [0,0,1,1] give 0.875', () => {
    // Positives scored 2 and 3, negatives 1 and 2: four pairs.
    //   2 vs 1 win (1), 2 vs 2 tie (1/2), 3 vs 1 win (1), 3 vs 2 win (1)  ->  3.5 / 4 = 0.875.
    // By midranks: ranks 1, 2.5, 2.5, 4; the positives' sum R1 = 2.5 + 4 = 6.5;
    //   U = R1 - n1(n1+1)/2 = 6.5 - 3 = 3.5; AUC = U / (n1·n0) = 3.5 / 4 = 0.875.
    expect(auc([1, 2, 2, 3], bool([0, 0, 1, 1]))).toBe(0.875);
  });

  it('does not depend on the order of the entries', () => {
    expect(auc([3, 2, 1, 2], bool([1, 0, 0, 1]))).toBe(0.875);
  });

  it('works ties inside and across classes by hand', () => {
    // Positives 5, 4, 1; negatives 4, 4: six pairs.
    //   5 beats both (2), 4 ties both (1/2 + 1/2 = 1), 1 loses both (0)  ->  3 / 6 = 0.5.
    expect(auc([5, 4, 4, 4, 1], bool([1, 1, 0, 0, 1]))).toBe(0.5);
    // Positives 5, 4; negatives 4, 4, 1: six pairs.
    //   5 beats all three (3), 4 ties two and beats 1 (1/2 + 1/2 + 1 = 2)  ->  5 / 6.
    expect(auc([5, 4, 4, 4, 1], bool([1, 1, 0, 0, 0]))).toBeCloseTo(5 / 6, 12);
  });

  it('is 1 when every positive outscores every negative, 0 reversed, 1/2 when all tie', () => {
    expect(auc([1, 2, 3, 4], bool([0, 0, 1, 1]))).toBe(1);
    expect(auc([1, 2, 3, 4], bool([1, 1, 0, 0]))).toBe(0);
    expect(auc([3, 3, 3, 3], bool([1, 0, 1, 0]))).toBe(0.5);
  });

  it('is null when either class is empty', () => {
    expect(auc([1, 2, 3], bool([0, 0, 0]))).toBeNull();
    expect(auc([1, 2, 3], bool([1, 1, 1]))).toBeNull();
    expect(auc([], [])).toBeNull();
  });

  it('leaves out entries without a score', () => {
    expect(auc([1, null, 2, 2, 3, null], bool([0, 1, 0, 1, 1, 0]))).toBe(0.875);
    expect(auc([null, 2], bool([1, 0]))).toBeNull();
  });

  it('refuses scores that are not finite numbers and arrays of different lengths', () => {
    expect(() => auc([1, Number.NaN], bool([0, 1]))).toThrow('not a finite number');
    expect(() => auc([1, 2], bool([0]))).toThrow('differ in length');
  });

  it('agrees with counting every pair on random data full of ties', () => {
    const random = mulberry32(11);
    for (let round = 0; round < 50; round++) {
      const n = 2 + Math.floor(random() * 60);
      const scores = Array.from({ length: n }, () => Math.floor(random() * 5) + 1);
      const outcomes = scores.map((score) => random() < 0.1 + score / 8);
      const expected = aucByPairs(scores, outcomes);
      if (expected === null) expect(auc(scores, outcomes)).toBeNull();
      else expect(auc(scores, outcomes)).toBeCloseTo(expected, 12);
    }
  });
});

describe('prepareAuc(...).aucOf(counts)', () => {
  it('counts entry i counts[i] times, the same as repeating it', () => {
    const scores = [1, 2, 2, 3, 4];
    const outcomes = bool([0, 1, 0, 1, 0]);
    const counts = [2, 0, 3, 1, 1];
    const repeated = scores.flatMap((score, i) => new Array<number>(counts[i]).fill(score));
    const repeatedOutcomes = outcomes.flatMap((outcome, i) => new Array<boolean>(counts[i]).fill(outcome));
    // Negatives 1, 1, 2, 2, 2, 4; positive 3: beats five, loses to one  ->  5 / 6.
    expect(prepareAuc(scores, outcomes).aucOf(counts)).toBeCloseTo(5 / 6, 12);
    expect(aucByPairs(repeated, repeatedOutcomes)).toBeCloseTo(5 / 6, 12);
  });

  it('is null when the counts leave one class out', () => {
    expect(prepareAuc([1, 2, 3], bool([0, 1, 1])).aucOf([0, 1, 1])).toBeNull();
  });
});

describe('auc under permuted outcomes (property)', () => {
  it('falls to 1/2 on average once the labels are shuffled, from well above it', () => {
    const random = mulberry32(2026);
    const scores = Array.from({ length: 120 }, () => Math.round(random() * 40) / 10 + 1);
    const outcomes = scores.map((score) => random() < (score - 1) / 4);
    const original = auc(scores, outcomes)!;
    expect(original).toBeGreaterThan(0.75);

    const permutations = 400;
    let sum = 0;
    for (let p = 0; p < permutations; p++) sum += auc(scores, shuffled(outcomes, random))!;
    // The permutation distribution is centred on 1/2 with SD near 0.05 here; 400 draws put the
    // mean within ±0.005 of it about 95% of the time: ±0.015 leaves room.
    expect(Math.abs(sum / permutations - 0.5)).toBeLessThan(0.015);
  });
});
