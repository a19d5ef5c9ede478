import { describe, expect, it } from '@jest/globals';

import { formatMoney, ordinal, percentText } from './format';

describe('portfolio formats', () => {
  it('shows minor units in the currency, never mixing currencies', () => {
    expect(formatMoney(25_000_000, 'EUR')).toBe('€250,000.00');
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
  });

  it('names places and shares', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
    ]);
    expect(percentText(2 / 3)).toBe('67%');
    expect(percentText(null)).toBe('–');
  });
});
