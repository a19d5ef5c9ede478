import { describe, expect, it } from '@jest/globals';

import { bestPlaceText, countText, moneyText } from './returning-venture';

describe('the returning venture of an application', () => {
  it('names its best place', () => {
    expect(bestPlaceText(1)).toBe('best place 1st');
    expect(bestPlaceText(4)).toBe('best place 4th');
    expect(bestPlaceText(null)).toBe('not placed yet');
  });

  it('gives money per currency with its verified share, and counts', () => {
    expect(
      moneyText([
        { currency: 'EUR', all: 25_000_000, verified: 25_000_000 },
        { currency: 'USD', all: 100_000, verified: 0 },
      ]),
    ).toBe('€250,000.00 (verified); $1,000.00 ($0.00 verified)');
    expect(moneyText([])).toBe('–');
    expect(countText({ all: 12, verified: 3 })).toBe('12 (3 verified)');
  });
});
