import { describe, expect, it } from '@jest/globals';

import { editValuesFromEvent, toUpdateEventBody, type AdminEvent } from './edit-values';

const EVENT: AdminEvent = {
  id: '6f1c2a52-4a52-4f7c-9a53-0b3f6b9e2d11',
  title: "Fall Sprint '25",
  descriptionMd: null,
  location: 'Palo Alto, CA',
  status: 'upcoming',
  startDate: '2031-03-10T13:00:00.000Z',
  endDate: '2031-03-13T21:00:00.000Z',
  submissionDeadline: '2031-03-13T20:00:00.000Z',
  graceMinutes: 10,
  timezone: 'America/New_York',
  tracks: ['startup', 'ai, data'],
  teamSizeMax: 4,
  checkinOffsetDays: [14, 60, 365],
  version: 3,
  createdAt: '2031-01-01T00:00:00.000Z',
};

describe('edit values', () => {
  it('prefills the pickers with the wall clock of the event timezone', () => {
    const values = editValuesFromEvent(EVENT);
    expect(values.startDate?.format('YYYY-MM-DD HH:mm')).toBe('2031-03-10 09:00');
    expect(values.submissionDeadline?.format('YYYY-MM-DD HH:mm')).toBe('2031-03-13 16:00');
    expect(values.descriptionMd).toBe('');
    expect(values.tracks).toEqual(['startup', 'ai, data']);
    expect(values.checkinOffsetDays).toBe('14, 60, 365');
  });

  it('sends back what it was given, with the version it was filled from', () => {
    const { id: _id, status: _status, createdAt: _createdAt, version, ...fields } = EVENT;
    expect(toUpdateEventBody(editValuesFromEvent(EVENT), version)).toEqual({ ...fields, expectedVersion: 3 });
  });
});
