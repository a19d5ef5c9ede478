import { describe, expect, it } from '@jest/globals';

import { confirmByTitle, spotSummary } from './spot-words';

const spot = {
  state: 'open' as const,
  dueAt: '2026-12-23T12:00:00.000Z',
  confirmedAt: null,
  declinedAt: null,
  expiredAt: null,
  timezone: 'America/Los_Angeles',
};

describe('spot words', () => {
  it("asks for the confirmation by the deadline in the event's timezone", () => {
    expect(confirmByTitle(spot)).toBe('Confirm your spot by Dec 23, 2026, 4:00 AM PST');
  });

  it('says where a spot stands for staff', () => {
    expect(spotSummary(spot)).toBe('Confirm by Dec 23, 2026, 4:00 AM PST');
    expect(spotSummary({ ...spot, state: 'confirmed', confirmedAt: '2026-12-21T18:30:00.000Z' })).toBe(
      'Confirmed Dec 21, 2026, 10:30 AM PST',
    );
    expect(spotSummary({ ...spot, state: 'declined', declinedAt: '2026-12-22T00:00:00.000Z' })).toBe(
      'Declined Dec 21, 2026, 4:00 PM PST',
    );
    expect(spotSummary({ ...spot, state: 'expired', expiredAt: spot.dueAt })).toBe(
      'Not confirmed by Dec 23, 2026, 4:00 AM PST',
    );
  });
});
