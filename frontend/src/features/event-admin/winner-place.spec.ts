import { describe, expect, it } from '@jest/globals';

import { placeBadge, placeOptionLabel, WINNER_PLACES } from './winner-place';

describe('placeBadge', () => {
  it('writes English ordinals', () => {
    expect(WINNER_PLACES.map(placeBadge)).toEqual(['1st', '2nd', '3rd', '4th']);
    expect([11, 12, 13, 21, 22, 23, 101].map(placeBadge)).toEqual([
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});

describe('placeOptionLabel', () => {
  it('labels the fourth place Honorable Mention in the form', () => {
    expect(WINNER_PLACES.map(placeOptionLabel)).toEqual(['1st', '2nd', '3rd', 'Honorable Mention']);
  });
});
