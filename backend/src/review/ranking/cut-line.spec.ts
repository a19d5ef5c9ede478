import { needingAnotherReview, suggestDecisions, type ScoredApplication } from './cut-line.js';

const scored = (
  applicationId: string,
  score: number,
  standardError: number | null,
  reviews = 3,
): ScoredApplication => ({
  applicationId,
  score,
  standardError,
  reviews,
});

const ids = (rows: readonly { entry: ScoredApplication }[]) => rows.map((row) => row.entry.applicationId);

describe('suggested decisions and the cut lines', () => {
  // Capacity 2, waitlist 2: accept a and b, waitlist c and d, reject e.
  const bestFirst = [
    scored('a', 4.5, 0.1),
    scored('b', 4.0, 0.1),
    scored('c', 3.6, 0.3),
    scored('d', 3.4, 0.3),
    scored('e', 2.0, 0.1),
  ];

  it('suggests accept for the top capacity, waitlist for the next ones, reject for the rest', () => {
    const { rows } = suggestDecisions(bestFirst, 2, 2);
    expect(rows.map((row) => [row.entry.applicationId, row.suggestion])).toEqual([
      ['a', 'accept'],
      ['b', 'accept'],
      ['c', 'waitlist'],
      ['d', 'waitlist'],
      ['e', 'reject'],
    ]);
  });

  it('draws each line halfway between the last in and the first out', () => {
    const { cutLines } = suggestDecisions(bestFirst, 2, 2);
    expect(cutLines).toEqual([
      { above: 'accept', position: 2, score: expect.closeTo(3.8, 9) },
      { above: 'waitlist', position: 4, score: expect.closeTo(2.7, 9) },
    ]);
  });

  it('marks borderline only the rows whose score ± standard error reaches across a line', () => {
    // c: 3.6 ± 0.3 = [3.3, 3.9] holds the accept line 3.8; b: [3.9, 4.1] and d: [3.1, 3.7] hold none.
    const { rows } = suggestDecisions(bestFirst, 2, 2);
    expect(ids(rows.filter((row) => row.borderline))).toEqual(['c']);
    expect(rows[2].interval).toEqual({ low: expect.closeTo(3.3, 9), high: expect.closeTo(3.9, 9) });
  });

  it('a wider interval below the line is borderline too: more reviews could lift it above', () => {
    const wide = bestFirst.map((entry) => (entry.applicationId === 'd' ? { ...entry, standardError: 0.5 } : entry));
    const { rows } = suggestDecisions(wide, 2, 2);
    expect(ids(rows.filter((row) => row.borderline))).toEqual(['c', 'd']);
  });

  it('counts a single review (no interval) as borderline when there is a line to cross', () => {
    const single = [...bestFirst.slice(0, 4), scored('e', 2.0, null, 1)];
    const { rows } = suggestDecisions(single, 2, 2);
    expect(rows[4]).toMatchObject({ interval: null, borderline: true });
  });

  it('treats two equal scores split by the line as borderline, even with no spread', () => {
    const tied = [scored('a', 4, 0), scored('b', 3, 0), scored('c', 3, 0), scored('d', 1, 0)];
    const { rows } = suggestDecisions(tied, 2, 0);
    expect(ids(rows.filter((row) => row.borderline))).toEqual(['b', 'c']);
  });

  it('has no line and nothing borderline when every application fits in the spots', () => {
    const { rows, cutLines } = suggestDecisions(bestFirst, 5, 3);
    expect(cutLines).toEqual([]);
    expect(rows.every((row) => row.suggestion === 'accept' && !row.borderline)).toBe(true);
  });

  it('only the accept line when the waitlist is empty; past the spots everyone is rejected', () => {
    const { rows, cutLines } = suggestDecisions(bestFirst, 2, 0);
    expect(cutLines.map((line) => line.above)).toEqual(['accept']);
    expect(rows.slice(2).every((row) => row.suggestion === 'reject')).toBe(true);
  });

  it('suggests nothing without a capacity', () => {
    const { rows, cutLines } = suggestDecisions(bestFirst, null, 2);
    expect(cutLines).toEqual([]);
    expect(rows.map((row) => [row.suggestion, row.borderline])).toEqual(bestFirst.map(() => [null, false]));
  });
});

describe("'Request one more review'", () => {
  it('targets borderline applications with fewer than 5 reviews only', () => {
    const bestFirst = [scored('a', 4.5, 0.1), scored('b', 3.9, 0.5), scored('c', 3.7, 0.5, 5), scored('d', 2, 0.1)];
    const { rows } = suggestDecisions(bestFirst, 2, 0);
    expect(ids(rows.filter((row) => row.borderline))).toEqual(['b', 'c']);
    expect(needingAnotherReview(rows).map((entry) => entry.applicationId)).toEqual(['b']);
  });
});
