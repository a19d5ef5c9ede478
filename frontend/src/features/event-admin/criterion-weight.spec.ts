import { describe, expect, it } from '@jest/globals';
import { judgeDisplayName, weightLabel, weightText, WEIGHT_OPTIONS } from './criterion-weight';

describe('weightLabel', () => {
  it('names the five importance levels', () => {
    expect([1, 2, 3, 4, 5].map(weightLabel)).toEqual([
      'Low importance',
      'Below average',
      'Average',
      'High importance',
      'Critical',
    ]);
  });

  it('shows other weights (from the wizard scale) as numbers', () => {
    expect(weightLabel(25)).toBe('25');
  });

  it('offers 1 to 5', () => {
    expect(WEIGHT_OPTIONS.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('weightText', () => {
  it('says the level beside a weight of 1 to 5, and a wizard weight as its number', () => {
    expect(weightText(3)).toBe('3 - Average');
    expect(weightText(25)).toBe('25');
  });
});

describe('judgeDisplayName', () => {
  it('prefers the name, else Judge plus 8 characters of the id', () => {
    expect(judgeDisplayName({ userId: 'abcdef123456', name: 'Grace' })).toBe('Grace');
    expect(judgeDisplayName({ userId: 'abcdef123456', name: null })).toBe('Judge abcdef12');
  });
});
