import { describe, expect, it } from '@jest/globals';

import { formatMoney, majorToMinor, minorToMajorText } from './money';

describe('major to minor units', () => {
  it('reads a typed amount as integer minor units of its currency', () => {
    expect(majorToMinor('1250.50', 'EUR')).toBe(125050);
    expect(majorToMinor('1,250.5', 'USD')).toBe(125050);
    expect(majorToMinor('12', 'EUR')).toBe(1200);
    expect(majorToMinor('0.29', 'EUR')).toBe(29);
    expect(majorToMinor('1500', 'JPY')).toBe(1500);
    expect(majorToMinor('1.234', 'BHD')).toBe(1234);
  });

  it('keeps amounts a float would round wrongly exact', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(majorToMinor('1.15', 'EUR')).toBe(115);
    expect(majorToMinor('4.35', 'EUR')).toBe(435);
  });

  it('refuses what is not an amount in that currency', () => {
    expect(majorToMinor('', 'EUR')).toBeNull();
    expect(majorToMinor('-5', 'EUR')).toBeNull();
    expect(majorToMinor('12.345', 'EUR')).toBeNull();
    expect(majorToMinor('10.5', 'JPY')).toBeNull();
    expect(majorToMinor('1e5', 'EUR')).toBeNull();
    expect(majorToMinor('99999999999999999999', 'EUR')).toBeNull();
  });

  it('shows minor units back in major units and formatted', () => {
    expect(minorToMajorText(125050, 'EUR')).toBe('1250.50');
    expect(minorToMajorText(5, 'EUR')).toBe('0.05');
    expect(minorToMajorText(1500, 'JPY')).toBe('1500');
    expect(formatMoney(125050, 'EUR')).toBe('€1,250.50');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });
});
