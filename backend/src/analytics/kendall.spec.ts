import { agreementOf, kendallW } from './kendall.js';

describe("Kendall's W", () => {
  it('is 1 when every judge ranks the submissions alike, whatever their scale', () => {
    expect(
      kendallW([
        [1, 2, 3, 4],
        [2, 3, 4, 5],
        [1.5, 2.5, 4, 5],
      ]),
    ).toBeCloseTo(1, 10);
  });

  it('is 0 when two judges rank in exactly opposite orders', () => {
    expect(
      kendallW([
        [1, 2, 3],
        [3, 2, 1],
      ]),
    ).toBeCloseTo(0, 10);
  });

  it('matches the worked example: 3 judges, 4 submissions, S = 35, W = 7/9', () => {
    // Ranks: judge A 1,2,3,4; judge B 2,1,3,4; judge C 1,3,2,4 -> rank sums 4,6,8,12, mean 7.5, S = 12.25+2.25+0.25+20.25 = 35.
    // W = 12·35 / (9·(64 − 4)) = 420 / 540 = 7/9.
    expect(
      kendallW([
        [1, 2, 3, 4],
        [2, 1, 3, 4],
        [1, 3, 2, 4],
      ]),
    ).toBeCloseTo(7 / 9, 10);
  });

  it('corrects for ties: two judges, one tying two submissions', () => {
    // Judge A ranks 1,2,3; judge B ties the first two: 1.5,1.5,3 (T = 2³ − 2 = 6).
    // Rank sums 2.5, 3.5, 6; mean 4; S = 2.25 + 0.25 + 4 = 6.5; W = 12·6.5 / (4·24 − 2·6) = 78 / 84.
    expect(
      kendallW([
        [1, 2, 3],
        [4, 4, 5],
      ]),
    ).toBeCloseTo(78 / 84, 10);
  });

  it('is undefined for fewer than 2 judges or 2 submissions', () => {
    expect(kendallW([[1, 2, 3]])).toBeNull();
    expect(kendallW([[1], [2]])).toBeNull();
  });

  it('averages the groups of submissions sharing the same judges, weighted by their submissions', () => {
    const reviews = [
      // Judges a and b share s1..s3 and rank them alike (W = 1).
      ...[1, 2, 3].flatMap((score, i) => [
        { submissionId: `s${i + 1}`, judgeId: 'a', total: score },
        { submissionId: `s${i + 1}`, judgeId: 'b', total: score + 1 },
      ]),
      // Judges c and d share t1, t2 in opposite orders (W = 0).
      { submissionId: 't1', judgeId: 'c', total: 1 },
      { submissionId: 't1', judgeId: 'd', total: 5 },
      { submissionId: 't2', judgeId: 'c', total: 5 },
      { submissionId: 't2', judgeId: 'd', total: 1 },
      // A submission only one judge scored shares nothing.
      { submissionId: 'u1', judgeId: 'a', total: 4 },
    ];
    expect(agreementOf(reviews)).toEqual({ kendallW: 3 / 5, groups: 2, submissions: 5 });
  });
});
