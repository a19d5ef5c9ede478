import { describe, expect, it } from '@jest/globals';

import { formatCheckinOffsets, parseCheckinOffsets } from './checkin-offsets';

describe('check-in offsets input', () => {
  it('reads whole days separated by commas or spaces', () => {
    expect(parseCheckinOffsets('30, 90, 180')).toEqual([30, 90, 180]);
    expect(parseCheckinOffsets(' 14 60,365 ')).toEqual([14, 60, 365]);
    expect(parseCheckinOffsets('730')).toEqual([730]);
  });

  it('refuses what the server refuses: none, more than six, repeated, unsorted, out of range, not whole', () => {
    for (const text of ['', ' , ', '1, 2, 3, 4, 5, 6, 7', '30, 30', '90, 30', '0', '731', '30.5', 'thirty', '-5']) {
      expect(parseCheckinOffsets(text)).toBeNull();
    }
  });

  it('shows the setting as it is typed', () => {
    expect(formatCheckinOffsets([30, 90, 180])).toBe('30, 90, 180');
  });
});
