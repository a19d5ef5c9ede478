import { describe, expect, it } from '@jest/globals';

import { readTurnedAway, turnedAwayChartRows, turnedAwayKinds, turnedAwayNumbers } from './turned-away';

describe('readTurnedAway', () => {
  it('is nothing while the API sends no section (the empty state)', () => {
    expect(readTurnedAway(null)).toBeNull();
    expect(readTurnedAway({})).toBeNull();
  });

  it('reads groups with their n and outcome figures, and charts shares in percent', () => {
    const section = readTurnedAway({
      groups: [
        { decision: 'approved', n: 20, outcomes: [{ kind: 'pilot', figure: { count: 5, value: 0.25 } }] },
        { decision: 'rejected', n: 8, outcomes: [{ kind: 'pilot', count: 1 }] },
      ],
      tooFew: null,
    });
    expect(section).not.toBeNull();
    if (!section) return;
    expect(turnedAwayChartRows(section)).toEqual([
      { group: 'Approved (n = 20)', pilot: 25 },
      { group: 'Rejected (n = 8)', pilot: 12.5 },
    ]);
    expect(turnedAwayKinds(section)).toEqual([{ kind: 'pilot', label: 'Pilot' }]);
    expect(turnedAwayNumbers(section).rows).toEqual([
      ['Approved', 20, 'Pilot', 5, 25],
      ['Rejected', 8, 'Pilot', 1, 12.5],
    ]);
  });

  it("keeps a section's reason when it has no figures", () => {
    expect(readTurnedAway({ groups: [], tooFew: 'Too few answers.' })).toEqual({
      groups: [],
      note: 'Too few answers.',
    });
  });
});
