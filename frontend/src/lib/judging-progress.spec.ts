import { describe, expect, it } from '@jest/globals';

import { progressPercent, scoredProgressText } from './judging-progress';

describe('scoredProgressText', () => {
  it("reads '{n} of {m} scored'", () => {
    expect(scoredProgressText(1, 3)).toBe('1 of 3 scored');
    expect(scoredProgressText(0, 0)).toBe('0 of 0 scored');
  });
});

describe('progressPercent', () => {
  it('rounds to a whole percent', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
  });

  it('is 0 with nothing to do and never above 100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 4)).toBe(100);
  });
});
