import { checkRubricScores, weightedTotal } from './rubric.js';

describe('weightedTotal', () => {
  it('is Σ weight·score / Σ weight, on the 1-5 scale', () => {
    const criteria = [
      { id: 'a', weight: 25 },
      { id: 'b', weight: 10 },
      { id: 'c', weight: 65 },
    ];
    expect(weightedTotal(criteria, { a: 4, b: 2, c: 5 })).toBeCloseTo((25 * 4 + 10 * 2 + 65 * 5) / 100);
    expect(weightedTotal([{ id: 'a', weight: 3 }], { a: 5 })).toBe(5);
    expect(
      weightedTotal(
        [
          { id: 'innovation', weight: 3 },
          { id: 'impact', weight: 1 },
        ],
        { innovation: 5, impact: 1 },
      ),
    ).toBe(4);
    expect(weightedTotal(criteria, {})).toBeNull();
  });
});

describe('checkRubricScores', () => {
  const criteria = [
    { id: 'motivation', label: 'Motivation', weight: 2 },
    { id: 'skills', label: 'Skills', weight: 1 },
  ];

  it('answers the scores in the criteria order with their weighted total', () => {
    expect(
      checkRubricScores(criteria, [
        { criterionId: 'skills', score: 2 },
        { criterionId: 'motivation', score: 5 },
      ]),
    ).toEqual({ ok: true, scores: { motivation: 5, skills: 2 }, total: 4 });
  });

  it('names what is missing and what is no criterion of the rubric', () => {
    expect(
      checkRubricScores(criteria, [
        { criterionId: 'skills', score: 2 },
        { criterionId: 'charm', score: 5 },
      ]),
    ).toEqual({ ok: false, missing: [criteria[0]], unknown: ['charm'] });
  });
});
