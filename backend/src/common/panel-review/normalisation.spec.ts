import {
  criterionAverages,
  type ItemScore,
  normaliseReviews,
  rank,
  type ReviewTotal,
  scoreItems,
} from './normalisation.js';

const sheet = (reviewerId: string, itemId: string, total: number): ReviewTotal => ({ reviewerId, itemId, total });

/** Item ids best first by normalised rank. */
const order = (sheets: readonly ReviewTotal[]) => rank([...scoreItems(sheets).values()]).map((r) => r.entry.itemId);

const zOf = (sheets: readonly ReviewTotal[], reviewerId: string, itemId: string) =>
  normaliseReviews(sheets).reviews.find((s) => s.reviewerId === reviewerId && s.itemId === itemId)!.z;

/** A small seeded generator (mulberry32): property runs are reproducible. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An event where every judge has at least 3 sheets with distinct totals (continuous, so no exact ties). */
function world(next: () => number): ReviewTotal[] {
  const submissions = Array.from({ length: 4 + Math.floor(next() * 8) }, (_, i) => `s${i}`);
  const judges = Array.from({ length: 2 + Math.floor(next() * 4) }, (_, i) => `j${i}`);
  const bias = new Map(judges.map((judge) => [judge, next() * 2 - 1]));
  return judges.flatMap((judge) => {
    const mine = submissions.filter(() => next() < 0.6);
    const picked = mine.length >= 3 ? mine : submissions.slice(0, 3);
    return picked.map((submission) =>
      sheet(judge, submission, Math.min(5, Math.max(1, 1 + next() * 4 + bias.get(judge)!))),
    );
  });
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe('per-judge z', () => {
  // m_all = 3, s_all = sqrt(10/7) over the seven sheets below.
  const sheets = [
    sheet('a', 'p1', 4),
    sheet('a', 'p2', 3),
    sheet('a', 'p3', 2),
    sheet('b', 'p1', 4),
    sheet('b', 'p2', 2),
    sheet('c', 'p1', 3),
    sheet('d', 'p3', 3),
  ];
  const { mAll, sAll } = normaliseReviews(sheets);

  it('uses the judge own mean and spread from 3 sheets: (x - m_j) / s_j', () => {
    expect(mAll).toBeCloseTo(3, 12);
    expect(sAll).toBeCloseTo(Math.sqrt(4 / 7), 12);
    // judge a: m = 3, s = sqrt(2/3)
    expect(zOf(sheets, 'a', 'p1')).toBeCloseTo(1 / Math.sqrt(2 / 3), 12);
    expect(zOf(sheets, 'a', 'p2')).toBe(0);
  });

  it('only centres a judge with 2 sheets: (x - m_j) / s_all', () => {
    // judge b: m = 3
    expect(zOf(sheets, 'b', 'p1')).toBeCloseTo(1 / sAll, 12);
    expect(zOf(sheets, 'b', 'p2')).toBeCloseTo(-1 / sAll, 12);
  });

  it('compares a single sheet with the event: (x - m_all) / s_all', () => {
    expect(zOf(sheets, 'c', 'p1')).toBe(0);
    expect(zOf([...sheets.slice(0, 5), sheet('c', 'p1', 4.5)], 'c', 'p1')).toBeCloseTo(
      (4.5 - normaliseReviews([...sheets.slice(0, 5), sheet('c', 'p1', 4.5)]).mAll) /
        normaliseReviews([...sheets.slice(0, 5), sheet('c', 'p1', 4.5)]).sAll,
      12,
    );
  });

  it('only centres a judge with 3 sheets of the same total (s_j = 0)', () => {
    const flat = [
      sheet('e', 'p1', 4),
      sheet('e', 'p2', 4),
      sheet('e', 'p3', 4),
      sheet('f', 'p1', 2),
      sheet('f', 'p2', 5),
    ];
    expect(
      normaliseReviews(flat)
        .reviews.filter((s) => s.reviewerId === 'e')
        .map((s) => s.z),
    ).toEqual([0, 0, 0]);
  });

  it('gives 0 everywhere when every sheet has the same total (s_all = 0)', () => {
    const same = [sheet('a', 'p1', 3), sheet('b', 'p2', 3)];
    expect(normaliseReviews(same).reviews.map((s) => s.z)).toEqual([0, 0]);
    expect(scoreItems(same).get('p1')!.score).toBe(3);
  });
});

describe("a submission's score", () => {
  it('is m_all + mean(z)·s_all with its raw mean, reviews and standard error on the 1-5 scale', () => {
    const sheets = [
      sheet('a', 'p1', 5),
      sheet('a', 'p2', 3),
      sheet('a', 'p3', 1),
      sheet('b', 'p1', 4),
      sheet('b', 'p2', 3),
      sheet('b', 'p3', 2),
    ];
    const scores = scoreItems(sheets);
    const { mAll, sAll } = normaliseReviews(sheets);
    // Both judges put p1 at z = +sqrt(3/2): the same normalised score, whatever their spreads.
    const z = Math.sqrt(3 / 2);
    expect(scores.get('p1')).toEqual({
      itemId: 'p1',
      meanZ: expect.closeTo(z, 12),
      score: expect.closeTo(mAll + z * sAll, 12),
      rawMean: 4.5,
      reviews: 2,
      standardError: expect.closeTo(0, 12),
    });
    expect(scores.get('p2')!.score).toBeCloseTo(3, 12);
  });

  it('has no ± with one review and the sample standard error of its z otherwise', () => {
    const sheets = [
      sheet('a', 'p1', 5),
      sheet('a', 'p2', 3),
      sheet('a', 'p3', 1),
      sheet('b', 'p1', 2),
      sheet('b', 'p2', 4),
      sheet('b', 'p3', 3),
    ];
    const scores = scoreItems([...sheets, sheet('c', 'p4', 3)]);
    expect(scores.get('p4')!.standardError).toBeNull();
    const { reviews: normalised, sAll } = normaliseReviews([...sheets, sheet('c', 'p4', 3)]);
    const zs = normalised.filter((s) => s.itemId === 'p1').map((s) => s.z);
    const expected = (Math.abs(zs[0] - zs[1]) / Math.sqrt(2) / Math.sqrt(2)) * sAll;
    expect(scores.get('p1')!.standardError).toBeCloseTo(expected, 12);
  });
});

describe('ranking', () => {
  const score = (itemId: string, value: number, rawMean: number, reviews: number): ItemScore => ({
    itemId,
    score: value,
    meanZ: 0,
    rawMean,
    reviews,
    standardError: null,
  });

  it('ranks by normalised score, ties by raw mean, then by number of reviews; full ties share a rank', () => {
    const ranked = rank([
      score('a', 3, 3, 3),
      score('b', 4, 2, 3),
      score('c', 3, 3.5, 2),
      score('d', 3, 3, 4),
      score('e', 3, 3, 3),
    ]);
    expect(ranked.map((r) => [r.entry.itemId, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
      ['a', 4],
      ['e', 4],
    ]);
  });

  it('ranks by raw mean on request (what staff compare normalisation with)', () => {
    expect(rank([score('a', 4, 2, 3), score('b', 3, 3, 3)], 'raw').map((r) => r.entry.itemId)).toEqual(['b', 'a']);
  });
});

describe('worked examples', () => {
  it('two judges, one harsh and one lenient, scoring the same three projects order them as an unbiased judge', () => {
    const unbiased = [sheet('u', 'alpha', 4), sheet('u', 'beta', 3), sheet('u', 'gamma', 2)];
    const harshAndLenient = [
      sheet('harsh', 'alpha', 2.2),
      sheet('harsh', 'beta', 1.4),
      sheet('harsh', 'gamma', 1),
      sheet('lenient', 'alpha', 5),
      sheet('lenient', 'beta', 4.9),
      sheet('lenient', 'gamma', 4.2),
    ];
    expect(order(unbiased)).toEqual(['alpha', 'beta', 'gamma']);
    expect(order(harshAndLenient)).toEqual(order(unbiased));
    // Each judge is read against their own mean: the harsh judge's 2.2 counts as much as a top mark.
    expect(zOf(harshAndLenient, 'harsh', 'alpha')).toBeGreaterThan(1);
    expect(zOf(harshAndLenient, 'lenient', 'gamma')).toBeLessThan(-1);
  });

  it('corrects the luck of the draw: a harsh judge does not sink the submissions they happened to get', () => {
    // Same quality per pair (x1 ~ y1, x2 ~ y2, x3 ~ y3); the harsh judge got the x's, the lenient the y's.
    const sheets = [
      sheet('harsh', 'x1', 3),
      sheet('harsh', 'x2', 2),
      sheet('harsh', 'x3', 1),
      sheet('lenient', 'y1', 5),
      sheet('lenient', 'y2', 4.5),
      sheet('lenient', 'y3', 4),
    ];
    const scores = scoreItems(sheets);
    // Raw: every y beats every x. Normalised: x1 and y1 lead, x3 and y3 close.
    expect(rank([...scores.values()], 'raw').map((r) => r.entry.itemId)).toEqual(['y1', 'y2', 'y3', 'x1', 'x2', 'x3']);
    expect(scores.get('x1')!.score).toBeCloseTo(scores.get('y1')!.score, 12);
    expect(scores.get('x1')!.score).toBeGreaterThan(scores.get('y2')!.score);
    expect(scores.get('y2')!.score).toBeGreaterThan(scores.get('x3')!.score);
  });

  it('a judge with a single sheet does not swing the ranking', () => {
    const consensus = [
      sheet('a', 'p1', 4.5),
      sheet('a', 'p2', 3.5),
      sheet('a', 'p3', 2),
      sheet('b', 'p1', 4.6),
      sheet('b', 'p2', 3.4),
      sheet('b', 'p3', 2.2),
    ];
    expect(order(consensus)).toEqual(['p1', 'p2', 'p3']);
    // A harsh judge's only sheet: alone it would be 'their average', their own spread is 0.
    for (const single of [sheet('c', 'p2', 1), sheet('c', 'p1', 1), sheet('c', 'p3', 5)]) {
      const sheets = [...consensus, single];
      expect(order(sheets)).toEqual(['p1', 'p2', 'p3']);
      expect(normaliseReviews(sheets).reviews.every((s) => Number.isFinite(s.z))).toBe(true);
    }
  });

  it('gives identical results whatever order the sheets are read in', () => {
    const next = random(16);
    for (let run = 0; run < 50; run++) {
      const sheets = [...world(next), sheet('single', 's0', 4.9), sheet('pair', 's1', 2), sheet('pair', 's2', 3)];
      const expected = scoreItems(sheets);
      const expectedOrder = rank([...expected.values()]);
      for (let again = 0; again < 5; again++) {
        const reordered = scoreItems(shuffled(sheets, next));
        expect([...reordered.entries()]).toEqual([...expected.entries()]);
        expect(rank([...reordered.values()])).toEqual(expectedOrder);
      }
    }
  });
});

describe('properties', () => {
  it("shifting one judge's scores by a constant changes no rank", () => {
    const next = random(1);
    for (let run = 0; run < 200; run++) {
      const sheets = world(next);
      const judge = sheets[Math.floor(next() * sheets.length)].reviewerId;
      const shift = next() * 4 - 2;
      const shifted = sheets.map((s) => (s.reviewerId === judge ? { ...s, total: s.total + shift } : s));
      expect(order(shifted)).toEqual(order(sheets));
    }
  });

  it("scaling a judge's spread changes no rank when that judge has at least 3 sheets", () => {
    const next = random(2);
    for (let run = 0; run < 200; run++) {
      const sheets = world(next);
      const judge = sheets[Math.floor(next() * sheets.length)].reviewerId;
      const own = sheets.filter((s) => s.reviewerId === judge);
      expect(own.length).toBeGreaterThanOrEqual(3);
      const centre = own.reduce((sum, s) => sum + s.total, 0) / own.length;
      const factor = 0.2 + next() * 3;
      const scaled = sheets.map((s) =>
        s.reviewerId === judge ? { ...s, total: centre + (s.total - centre) * factor } : s,
      );
      expect(order(scaled)).toEqual(order(sheets));
    }
  });
});

describe('per-criterion averages', () => {
  it('are raw means per criterion in the criteria order, null when nothing scored one', () => {
    const criteria = [{ id: 'innovation' }, { id: 'impact' }, { id: 'design' }];
    expect(
      criterionAverages(criteria, [{ scores: { innovation: 5, impact: 2 } }, { scores: { innovation: 4, impact: 3 } }]),
    ).toEqual([
      { criterionId: 'innovation', average: 4.5 },
      { criterionId: 'impact', average: 2.5 },
      { criterionId: 'design', average: null },
    ]);
  });
});

describe('application review (reviewers over applicants)', () => {
  // Each applicant's true merit, best first; an unbiased reviewer's totals are these.
  const merit: Record<string, number> = { ada: 4.5, ben: 4, cleo: 3.5, dev: 3, eli: 2.5, fay: 2 };
  const applicants = Object.keys(merit);
  const unbiased = applicants.map((id) => sheet('fair', id, merit[id]));

  it('a harsh and a lenient reviewer over the same applicants give the unbiased order', () => {
    // The harsh reviewer squeezes everyone towards 1, the lenient one towards 5.
    const harsh = applicants.map((id) => sheet('harsh', id, 1 + (merit[id] - 2) * 0.4));
    const lenient = applicants.map((id) => sheet('lenient', id, 5 - (4.5 - merit[id]) * 0.3));
    expect(order(unbiased)).toEqual(applicants);
    expect(order([...harsh, ...lenient])).toEqual(order(unbiased));
    // The harsh reviewer's best applicant is as good as the lenient one's, once each is read against their own scale.
    expect(zOf([...harsh, ...lenient], 'harsh', 'ada')).toBeCloseTo(zOf([...harsh, ...lenient], 'lenient', 'ada'), 12);
  });

  it('k = 2 of three reviewers (harsh, lenient, fair): the normalised order is the merit order, the raw one is not', () => {
    // A balanced plan: every applicant gets two reviewers, every reviewer four applicants.
    const panels: Record<string, [string, string]> = {
      ada: ['harsh', 'lenient'],
      ben: ['fair', 'harsh'],
      cleo: ['lenient', 'fair'],
      dev: ['harsh', 'lenient'],
      eli: ['fair', 'harsh'],
      fay: ['lenient', 'fair'],
    };
    const bias: Record<string, number> = { harsh: -1.5, lenient: 0.5, fair: 0 };
    const reviews = applicants.flatMap((id) =>
      panels[id].map((reviewerId) => sheet(reviewerId, id, merit[id] + bias[reviewerId])),
    );
    const scores = scoreItems(reviews);
    expect(order(reviews)).toEqual(applicants);
    // Raw means reward the luck of the draw: cleo (lenient + fair) beats ben (harsh + fair).
    expect(rank([...scores.values()], 'raw').map((r) => r.entry.itemId)).toEqual([
      'ada',
      'cleo',
      'ben',
      'dev',
      'fay',
      'eli',
    ]);
    for (const id of applicants) {
      expect(scores.get(id)!.reviews).toBe(2);
      expect(scores.get(id)!.standardError).not.toBeNull();
    }
  });

  it('an applicant with one review has no ± and does not swing the others', () => {
    const reviews = [...unbiased, sheet('newcomer', 'gil', 1)];
    const scores = scoreItems(reviews);
    expect(scores.get('gil')!.standardError).toBeNull();
    expect(scores.get('gil')!.reviews).toBe(1);
    expect(order(reviews).filter((id) => id !== 'gil')).toEqual(applicants);
  });
});
