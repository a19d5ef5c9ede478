import { describe, expect, it } from '@jest/globals';

import {
  bestPlaceText,
  countText,
  moneyText,
  returningVentureRows,
  standingText,
  type ReturningVenture,
} from './returning-venture';

const venture: ReturningVenture = {
  name: 'Alpha Freight',
  stage: 'validating',
  sprintsEntered: 2,
  bestPlace: 1,
  sprints: [
    { sprintTitle: 'Spring Sprint', place: 1, rank: 1, of: 12 },
    { sprintTitle: 'Summer Sprint', place: null, rank: null, of: null },
  ],
  figures: {
    interviews: { all: 12, verified: 3 },
    designPartners: { all: 1, verified: 1 },
    pilots: { all: 0, verified: 0 },
    revenue: [],
    funding: [],
  },
};

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

  it("gives an earlier sprint's standing as 'n of m' with its place", () => {
    expect(standingText({ rank: 1, of: 12, place: 1 })).toBe('Rank 1 of 12 · 1st place');
    expect(standingText({ rank: 4, of: 12, place: null })).toBe('Rank 4 of 12');
    expect(standingText({ rank: null, of: null, place: null })).toBe('Not ranked');
  });

  it('lists the venture with its name, stage, earlier standings and figures', () => {
    expect(returningVentureRows(venture).map(({ label, text }) => `${label}: ${text}`)).toEqual([
      'Venture: Alpha Freight',
      'Stage: validating',
      'Sprints entered: 2, best place 1st',
      'Spring Sprint: Rank 1 of 12 · 1st place',
      'Summer Sprint: Not ranked',
      'Interviews: 12 (3 verified)',
      'Design partners: 1 (1 verified)',
      'Pilots: 0 (0 verified)',
      'Monthly revenue: –',
      'Funding: –',
    ]);
  });

  it('under blind review (no name sent) shows no venture line and never the name', () => {
    const rows = returningVentureRows({ ...venture, name: null });
    expect(rows.map((row) => row.label)).not.toContain('Venture');
    expect(JSON.stringify(rows)).not.toContain('Alpha Freight');
    expect(rows.map((row) => row.key)).toContain('sprint-0');
  });
});
