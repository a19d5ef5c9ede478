import { describe, expect, it } from '@jest/globals';

import {
  averagePercent,
  formatScore,
  formatStandardError,
  movementLabel,
  movementText,
  placeText,
  rankRows,
  rankText,
  rawRanks,
  type RankedRow,
} from './leaderboard-view';

// The e2e's three projects: normalisation puts B first where the raw means put C first.
const rows: RankedRow[] = [
  { submissionId: 'A', rank: 3, normalisedScore: 2.4, rawMean: 2.75, reviews: 2 },
  { submissionId: 'B', rank: 1, normalisedScore: 3.6, rawMean: 3.125, reviews: 2 },
  { submissionId: 'C', rank: 2, normalisedScore: 3.3, rawMean: 3.375, reviews: 2 },
];

describe('formatScore and formatStandardError', () => {
  it('shows 2 decimals', () => {
    expect(formatScore(3.125)).toBe('3.13');
    expect(formatScore(4)).toBe('4.00');
    expect(formatStandardError(0.214)).toBe('±0.21');
  });

  it("shows '—' without a standard error (one review)", () => {
    expect(formatStandardError(null)).toBe('—');
    expect(formatStandardError(undefined)).toBe('—');
  });
});

describe('rankText', () => {
  it("reads '#2 of 14 in Discovery'", () => {
    expect(rankText(2, 14, 'discovery')).toBe('#2 of 14 in Discovery');
  });
});

describe('rawRanks', () => {
  it('ranks by raw mean, ties by reviews then by the normalised rank', () => {
    expect(Object.fromEntries(rawRanks(rows))).toEqual({ C: 1, B: 2, A: 3 });
    const tied: RankedRow[] = [
      { submissionId: 'x', rank: 2, normalisedScore: 3, rawMean: 3, reviews: 2 },
      { submissionId: 'y', rank: 3, normalisedScore: 3, rawMean: 3, reviews: 3 },
      { submissionId: 'z', rank: 1, normalisedScore: 3, rawMean: 3, reviews: 2 },
    ];
    expect(Object.fromEntries(rawRanks(tied))).toEqual({ y: 1, z: 2, x: 3 });
  });
});

describe('rankRows', () => {
  it('orders by the normalised rank and marks how far normalisation moved each row', () => {
    const shown = rankRows(rows, 'normalised');
    expect(shown.map((each) => [each.row.submissionId, each.shownRank, each.moved])).toEqual([
      ['B', 1, 1],
      ['C', 2, -1],
      ['A', 3, 0],
    ]);
  });

  it('orders by the raw mean in raw mode, with the same movements', () => {
    const shown = rankRows(rows, 'raw');
    expect(shown.map((each) => [each.row.submissionId, each.shownRank, each.moved])).toEqual([
      ['C', 1, -1],
      ['B', 2, 1],
      ['A', 3, 0],
    ]);
  });

  it('ranks within the rows given (a track tab), whatever the overall ranks', () => {
    const track = [rows[0], rows[2]];
    expect(rankRows(track, 'normalised').map((each) => [each.row.submissionId, each.shownRank, each.moved])).toEqual([
      ['C', 1, 0],
      ['A', 2, 0],
    ]);
  });

  it('is empty for no rows', () => {
    expect(rankRows([], 'raw')).toEqual([]);
  });
});

describe('movementText and movementLabel', () => {
  it('marks up, down and unmoved', () => {
    expect(movementText(2)).toBe('▲ 2');
    expect(movementText(-1)).toBe('▼ 1');
    expect(movementText(0)).toBe('');
    expect(movementLabel(1)).toBe('Normalisation moved it up 1 place');
    expect(movementLabel(-2)).toBe('Normalisation moved it down 2 places');
    expect(movementLabel(0)).toBe('Not moved by normalisation');
  });
});

describe('averagePercent', () => {
  it('maps 1-5 to a bar percent', () => {
    expect(averagePercent(5)).toBe(100);
    expect(averagePercent(2.5)).toBe(50);
    expect(averagePercent(7)).toBe(100);
  });
});

describe('placeText', () => {
  it('names the places, the fourth an Honorable Mention', () => {
    expect([1, 2, 3, 4].map(placeText)).toEqual(['1st', '2nd', '3rd', 'Honorable Mention']);
  });
});
