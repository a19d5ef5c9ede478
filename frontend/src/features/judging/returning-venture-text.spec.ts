import { describe, expect, it } from '@jest/globals';

import { milestoneText, standingText } from './returning-venture-text';

describe('returning venture texts', () => {
  it("gives an earlier entry's rank as 'n of m' and its place", () => {
    expect(standingText({ rank: 1, of: 12, place: 1 })).toBe('Rank 1 of 12 · 1st place');
    expect(standingText({ rank: 4, of: 12, place: null })).toBe('Rank 4 of 12');
    expect(standingText({ rank: null, of: null, place: null })).toBe('Not ranked');
  });

  it('names each milestone with its figures, money in its currency', () => {
    expect(milestoneText({ type: 'design_partner', figures: { organisation: 'Port of Rotterdam' } })).toBe(
      'Design partner: Port of Rotterdam',
    );
    expect(
      milestoneText({ type: 'funding', figures: { amountMinor: 25_000_000, currency: 'EUR', source: 'angel' } }),
    ).toBe('Funding: €250,000.00 (angel)');
    expect(milestoneText({ type: 'customer_interviews', figures: { count: 8 } })).toBe('8 customer interviews');
  });
});
