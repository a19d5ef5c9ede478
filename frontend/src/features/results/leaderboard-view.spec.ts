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
  type RankedRow,
} from './leaderboard-view';

// The e2e's three projects as staff get them: normalisation puts B first where the raw means put C first.
const rows: RankedRow[] = [
  { submissionId: 'B', rank: 1, rawRank: 2 },
  { submissionId: 'C', rank: 2, rawRank: 1 },
  { submissionId: 'A', rank: 3, rawRank: 3 },
];

const ids = <T extends RankedRow>(shown: { row: T; shownRank: number | null; moved: number }[]) =>
  shown.map((each) => [each.row.submissionId, each.shownRank, each.moved]);

describe('formatScore and formatStandardError', () => {
  it('shows 2 decimals', () => {
    expect(formatScore(3.125)).toBe('3.13');
    expect(formatScore(4)).toBe('4.00');
    expect(formatStandardError(0.214)).toBe('±0.21');
  });

  it("shows '—' without a score or a standard error (one review)", () => {
    expect(formatScore(null)).toBe('—');
    expect(formatStandardError(null)).toBe('—');
    expect(formatStandardError(undefined)).toBe('—');
  });
});

describe('rankText', () => {
  it("reads '#2 of 14 in Discovery'", () => {
    expect(rankText(2, 14, 'discovery')).toBe('#2 of 14 in Discovery');
  });
});

describe('rankRows', () => {
  it('orders by the normalised rank and marks how far normalisation moved each row', () => {
    expect(ids(rankRows(rows, 'normalised'))).toEqual([
      ['B', 1, 1],
      ['C', 2, -1],
      ['A', 3, 0],
    ]);
  });

  it('orders by the raw rank in raw mode, with the same movements', () => {
    expect(ids(rankRows(rows, 'raw'))).toEqual([
      ['C', 1, -1],
      ['B', 2, 1],
      ['A', 3, 0],
    ]);
  });

  it('puts unranked rows (no review) last and marks nothing without raw ranks (not staff)', () => {
    const publicRows: RankedRow[] = [
      { submissionId: 'x', rank: null },
      { submissionId: 'y', rank: 2 },
      { submissionId: 'z', rank: 1 },
    ];
    expect(ids(rankRows(publicRows, 'normalised'))).toEqual([
      ['z', 1, 0],
      ['y', 2, 0],
      ['x', null, 0],
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
  it('maps 1-5 to a bar percent, 0 without an average', () => {
    expect(averagePercent(5)).toBe(100);
    expect(averagePercent(2.5)).toBe(50);
    expect(averagePercent(7)).toBe(100);
    expect(averagePercent(null)).toBe(0);
  });
});

describe('placeText', () => {
  it('names the places, the fourth an Honorable Mention', () => {
    expect([1, 2, 3, 4].map(placeText)).toEqual(['1st', '2nd', '3rd', 'Honorable Mention']);
  });
});
