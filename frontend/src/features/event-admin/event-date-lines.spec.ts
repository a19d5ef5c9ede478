import { describe, expect, it } from '@jest/globals';

import { eventDateLines } from './event-date-lines';

describe('eventDateLines', () => {
  it("reads start, end and deadline in the event's timezone, whatever the browser's", () => {
    // 02:00 UTC on Jan 6 is still Jan 5 in Los Angeles.
    const event = {
      startDate: '2026-01-06T02:00:00.000Z',
      endDate: '2026-01-09T02:00:00.000Z',
      submissionDeadline: '2026-01-08T00:00:00.000Z',
      timezone: 'America/Los_Angeles',
    };
    expect(eventDateLines(event)).toEqual([
      'Start: Jan 5, 2026, 6:00 PM PST',
      'End: Jan 8, 2026, 6:00 PM PST',
      'Deadline: Jan 7, 2026, 4:00 PM PST',
    ]);
  });
});
