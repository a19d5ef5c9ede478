import { describe, expect, it } from '@jest/globals';

import { timezoneLabel } from './countdown';
import { adoptServerDateTexts, recordDateTexts } from './date-texts';
import { formatDateRange, formatInZone } from './event-dates';

/** Runs `draw` with every Intl date format failing: it must draw without formatting a date. */
function withoutIntlDates<T>(draw: () => T): T {
  const real = Intl.DateTimeFormat;
  Intl.DateTimeFormat = function noDates() {
    throw new Error('formatted a date');
  } as unknown as typeof Intl.DateTimeFormat;
  try {
    return draw();
  } finally {
    Intl.DateTimeFormat = real;
  }
}

describe('date texts handed from the server render to the browser', () => {
  it('records each date text a render draws: days, times with their zone, and zone labels', () => {
    const { result, dateTexts } = recordDateTexts(() =>
      [
        formatDateRange('2026-03-06T06:30:00Z', '2026-03-09T06:30:00Z', 'America/Chicago'),
        formatInZone('2026-01-06T00:00:00.000Z', 'America/New_York'),
        timezoneLabel('America/Denver', '2026-01-15T12:00:00Z'),
      ].join(' / '),
    );
    expect(result).toBe('Mar 6, 2026 - Mar 9, 2026 / Jan 5, 2026, 7:00 PM EST / MT');
    expect(dateTexts).toEqual({
      'day|2026-03-06T06:30:00Z|America/Chicago': 'Mar 6, 2026',
      'day|2026-03-09T06:30:00Z|America/Chicago': 'Mar 9, 2026',
      'in-zone|2026-01-06T00:00:00.000Z|America/New_York': 'Jan 5, 2026, 7:00 PM EST',
      [`zone-name|${Date.parse('2026-01-15T12:00:00Z')}|America/Denver`]: 'MST',
    });
  });

  it('records only inside a render, and each render its own texts', () => {
    formatInZone('2026-02-01T00:00:00.000Z', 'America/New_York');
    expect(recordDateTexts(() => 'no dates').dateTexts).toEqual({});
    const { dateTexts } = recordDateTexts(() => formatInZone('2026-02-02T00:00:00.000Z', 'America/New_York'));
    expect(Object.keys(dateTexts)).toEqual(['in-zone|2026-02-02T00:00:00.000Z|America/New_York']);
  });

  it("draws the server's texts in the browser without formatting a date, and formats any other", () => {
    const { dateTexts } = recordDateTexts(() => [
      formatInZone('2027-03-01T17:00:00.000Z', 'America/New_York'),
      timezoneLabel('America/New_York', '2027-07-01T17:00:00.000Z'),
    ]);
    adoptServerDateTexts(dateTexts);

    expect(
      withoutIntlDates(() => [
        formatInZone('2027-03-01T17:00:00.000Z', 'America/New_York'),
        timezoneLabel('America/New_York', '2027-07-01T17:00:00.000Z'),
      ]),
    ).toEqual(['Mar 1, 2027, 12:00 PM EST', 'ET']);
    expect(() => withoutIntlDates(() => formatInZone('2027-03-02T17:00:00.000Z', 'America/New_York'))).toThrow(
      'formatted a date',
    );
    expect(formatInZone('2027-03-02T17:00:00.000Z', 'America/New_York')).toBe('Mar 2, 2027, 12:00 PM EST');
  });

  it('takes only texts from the state it is handed', () => {
    adoptServerDateTexts(undefined);
    adoptServerDateTexts({ 'in-zone|2027-04-01T17:00:00.000Z|America/New_York': 7 } as unknown as Record<
      string,
      string
    >);
    expect(formatInZone('2027-04-01T17:00:00.000Z', 'America/New_York')).toBe('Apr 1, 2027, 1:00 PM EDT');
  });
});
