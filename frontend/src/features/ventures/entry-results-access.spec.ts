import { describe, expect, it } from '@jest/globals';

import { mayReadEntryResults } from './entry-results-access';

const entry = { team: [{ userId: 'u1', name: 'Ada', role: 'owner' as const }] };

describe('mayReadEntryResults', () => {
  it("lets the entry's team then and staff read its results", () => {
    expect(mayReadEntryResults(entry, { id: 'u1', role: 'participant' })).toBe(true);
    expect(mayReadEntryResults(entry, { id: 'staff', role: 'admin' })).toBe(true);
    expect(mayReadEntryResults(entry, { id: 'staff', role: 'organizer' })).toBe(true);
  });

  it('keeps a member who joined the venture in a later sprint, a judge and a visitor out', () => {
    expect(mayReadEntryResults(entry, { id: 'u2', role: 'participant' })).toBe(false);
    expect(mayReadEntryResults(entry, { id: 'u2', role: 'judge' })).toBe(false);
    expect(mayReadEntryResults(entry, null)).toBe(false);
  });
});
