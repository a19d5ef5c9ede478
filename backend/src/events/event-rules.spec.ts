import { eventDateProblems, isCheckinOffsets, normaliseGraceMinutes, normaliseTracks } from './event-rules.js';

const at = (iso: string) => new Date(iso);

describe('eventDateProblems', () => {
  const start = at('2025-10-03T16:00:00Z');
  const end = at('2025-10-06T16:00:00Z');

  it('accepts a deadline inside the event, including its edges', () => {
    expect(
      eventDateProblems({ startDate: start, endDate: end, submissionDeadline: at('2025-10-05T23:00:00Z') }),
    ).toEqual([]);
    expect(eventDateProblems({ startDate: start, endDate: end, submissionDeadline: end })).toEqual([]);
  });

  it('names every missing date', () => {
    expect(eventDateProblems({ startDate: start, endDate: undefined, submissionDeadline: undefined })).toEqual([
      { field: 'endDate', reason: 'All dates are required' },
      { field: 'submissionDeadline', reason: 'All dates are required' },
    ]);
  });

  it('wants the end after the start', () => {
    expect(eventDateProblems({ startDate: end, endDate: start, submissionDeadline: start })).toEqual([
      { field: 'endDate', reason: 'End date must be after start date' },
    ]);
    expect(eventDateProblems({ startDate: start, endDate: start, submissionDeadline: start })[0].reason).toBe(
      'End date must be after start date',
    );
  });

  it('wants the deadline within the event', () => {
    expect(
      eventDateProblems({ startDate: start, endDate: end, submissionDeadline: at('2025-10-07T00:00:00Z') }),
    ).toEqual([{ field: 'submissionDeadline', reason: 'Submission deadline must be within event dates' }]);
  });
});

describe('normaliseGraceMinutes', () => {
  it('keeps 0-60 and falls back to 5 otherwise', () => {
    expect(normaliseGraceMinutes(0)).toBe(0);
    expect(normaliseGraceMinutes(60)).toBe(60);
    expect(normaliseGraceMinutes(61)).toBe(5);
    expect(normaliseGraceMinutes(-1)).toBe(5);
    expect(normaliseGraceMinutes(2.5)).toBe(5);
    expect(normaliseGraceMinutes(undefined)).toBe(5);
  });
});

describe('normaliseTracks', () => {
  it('trims, lowercases and keeps each track once', () => {
    expect(normaliseTracks([' Discovery ', 'startup', 'DISCOVERY', ''])).toEqual(['discovery', 'startup']);
  });
});

describe('isCheckinOffsets', () => {
  it('takes 1 to 6 different whole days from 1 to 730, ascending', () => {
    for (const offsets of [[30, 90, 180], [1], [730], [7, 14, 30, 60, 90, 365]])
      expect(isCheckinOffsets(offsets)).toBe(true);
  });

  it('refuses empty, too many, repeated, unsorted, fractional, out-of-range or non-numeric offsets', () => {
    for (const offsets of [[], [1, 2, 3, 4, 5, 6, 7], [30, 30], [90, 30], [1.5], [0], [731], ['30'], '30,90', null]) {
      expect(isCheckinOffsets(offsets)).toBe(false);
    }
  });
});
