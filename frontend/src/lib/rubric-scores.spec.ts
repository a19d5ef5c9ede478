import { describe, expect, it } from '@jest/globals';

import {
  formatTotal,
  liveWeightedTotal,
  missingCriteria,
  missingCriteriaMessage,
  savedScoreChoices,
  SCORE_LABELS,
} from './rubric-scores';

const criteria = [
  { id: 'a', label: 'Innovation', weight: 25 },
  { id: 'b', label: 'Design', weight: 10 },
  { id: 'c', label: 'Impact', weight: 15 },
];

describe('liveWeightedTotal', () => {
  it('is Σ weight·score / Σ weight once every criterion is scored', () => {
    // (25·4 + 10·2 + 15·5) / 50 = 195 / 50
    expect(liveWeightedTotal(criteria, { a: 4, b: 2, c: 5 })).toEqual({ value: 3.9, complete: true });
  });

  it('stays on the 1-5 scale whatever the weights (1-5 or 1-100)', () => {
    const small = criteria.map((criterion) => ({ ...criterion, weight: criterion.weight / 5 }));
    expect(liveWeightedTotal(small, { a: 4, b: 2, c: 5 }).value).toBeCloseTo(3.9);
  });

  it('covers the criteria scored so far while the sheet is incomplete', () => {
    // (25·4 + 10·2) / 35
    const total = liveWeightedTotal(criteria, { a: 4, b: 2 });
    expect(total.complete).toBe(false);
    expect(total.value).toBeCloseTo(120 / 35);
  });

  it('is null before the first score', () => {
    expect(liveWeightedTotal(criteria, {})).toEqual({ value: null, complete: false });
    expect(liveWeightedTotal([], {})).toEqual({ value: null, complete: false });
  });

  it('ignores values outside 1-5', () => {
    expect(liveWeightedTotal(criteria, { a: 0, b: 6, c: 3 })).toEqual({ value: 3, complete: false });
  });
});

describe('formatTotal', () => {
  it('shows two decimals out of 5, or a dash before any score', () => {
    expect(formatTotal(3.9)).toBe('3.90 / 5');
    expect(formatTotal(120 / 35)).toBe('3.43 / 5');
    expect(formatTotal(null)).toBe('— / 5');
  });
});

describe('missingCriteria', () => {
  it('names the criteria without a score, in order', () => {
    expect(missingCriteria(criteria, { b: 3 })).toEqual(['Innovation', 'Impact']);
    expect(missingCriteriaMessage(criteria, { b: 3 })).toBe('Please score every criterion: Innovation, Impact.');
    expect(missingCriteriaMessage(criteria, { a: 1, b: 3, c: 5 })).toBeNull();
  });
});

describe('SCORE_LABELS', () => {
  it('labels 1 Poor to 5 Excellent', () => {
    expect(Object.entries(SCORE_LABELS)).toEqual([
      ['1', 'Poor'],
      ['2', 'Fair'],
      ['3', 'Good'],
      ['4', 'Very good'],
      ['5', 'Excellent'],
    ]);
  });
});

describe('savedScoreChoices', () => {
  it('maps each saved criterion to its score', () => {
    const saved = {
      scores: [
        { criterionId: 'a', score: 4 },
        { criterionId: 'c', score: 1 },
      ],
    };
    expect(savedScoreChoices(saved)).toEqual({ a: 4, c: 1 });
  });

  it('is empty before the first save', () => {
    expect(savedScoreChoices(null)).toEqual({});
  });
});
