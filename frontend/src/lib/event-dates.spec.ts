import { describe, expect, it } from '@jest/globals';

import { formatDateRange, formatEventDate, formatInEventZone } from './event-dates';

describe('formatInEventZone', () => {
  it('shows the time in the event zone with its label', () => {
    expect(formatInEventZone('2026-03-06T00:00:00Z', 'America/Los_Angeles')).toBe('Mar 5, 2026, 4:00 PM PT');
    expect(formatInEventZone('2026-03-06T00:00:00Z', 'America/New_York')).toBe('Mar 5, 2026, 7:00 PM ET');
  });
});

describe('formatEventDate', () => {
  it('reads the day in the event zone when given one', () => {
    expect(formatEventDate('2026-03-06T06:30:00Z', 'America/Los_Angeles')).toBe('Mar 5, 2026');
    expect(formatEventDate('2026-03-06T06:30:00Z', 'America/New_York')).toBe('Mar 6, 2026');
    expect(formatDateRange('2026-03-06T06:30:00Z', '2026-03-09T06:30:00Z', 'America/Chicago')).toBe(
      'Mar 6, 2026 - Mar 9, 2026',
    );
  });
});
