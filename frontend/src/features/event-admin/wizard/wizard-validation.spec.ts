import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';

import { ApiError } from '@/api/api-error';

import { serverFieldErrors, stepOfField, validateStep } from './wizard-validation';
import { initialWizardValues, normalizeGraceMinutes, toCreateEventBody, type WizardValues } from './wizard-values';

function withDates(patch: Partial<WizardValues> = {}): WizardValues {
  return {
    ...initialWizardValues(),
    title: 'Fall Sprint',
    startDate: dayjs('2026-09-01T09:00:00'),
    endDate: dayjs('2026-09-04T17:00:00'),
    submissionDeadline: dayjs('2026-09-04T16:00:00'),
    ...patch,
  };
}

describe('validateStep', () => {
  it('step 1 needs a title', () => {
    expect(validateStep(0, { ...initialWizardValues(), title: '  ' })).toEqual({ title: 'Event title is required' });
    expect(validateStep(0, withDates())).toEqual({});
  });

  it('step 2 needs all three dates', () => {
    expect(validateStep(1, withDates({ endDate: null }))).toEqual({ endDate: 'All dates are required' });
    expect(validateStep(1, initialWizardValues())).toEqual({ startDate: 'All dates are required' });
  });

  it('step 2 needs the end after the start', () => {
    expect(validateStep(1, withDates({ endDate: dayjs('2026-09-01T09:00:00') }))).toEqual({
      endDate: 'End date must be after start date',
    });
  });

  it('step 2 needs the deadline inside the event dates', () => {
    expect(validateStep(1, withDates({ submissionDeadline: dayjs('2026-09-05T09:00:00') }))).toEqual({
      submissionDeadline: 'Submission deadline must be within event dates',
    });
    expect(validateStep(1, withDates())).toEqual({});
  });

  it('step 3 needs a track', () => {
    expect(validateStep(2, withDates({ tracks: [] }))).toEqual({ tracks: 'At least one track is required' });
    expect(validateStep(2, withDates())).toEqual({});
    expect(validateStep(2, withDates({ checkinOffsetDays: '90, 30' }))).toEqual({
      checkinOffsetDays: 'Enter 1 to 6 different whole numbers of days from 1 to 730, in ascending order',
    });
    expect(stepOfField('checkinOffsetDays')).toBe(2);
    expect(toCreateEventBody(withDates({ checkinOffsetDays: '14 60' })).checkinOffsetDays).toEqual([14, 60]);
    expect(toCreateEventBody(withDates()).checkinOffsetDays).toEqual([30, 90, 180]);
  });

  it('step 4 needs a criterion, labels, weights 1-100 and complete judges', () => {
    expect(validateStep(3, withDates({ criteria: [] }))).toEqual({
      criteria: 'At least one judging criterion is required',
    });
    expect(
      validateStep(3, withDates({ criteria: [{ label: '', weight: 101 }], judges: [{ name: '', email: 'nope' }] })),
    ).toEqual({
      'criteria.0.label': 'Criterion label is required',
      'criteria.0.weight': 'Weight must be between 1 and 100',
      'judges.0.name': 'Judge name is required',
      'judges.0.email': 'Enter a valid email',
    });
    expect(validateStep(3, withDates({ judges: [{ name: 'Grace', email: 'grace@example.com' }] }))).toEqual({});
  });
});

describe('stepOfField', () => {
  it('maps server field paths to their step', () => {
    expect(stepOfField('title')).toBe(0);
    expect(stepOfField('submissionDeadline')).toBe(1);
    expect(stepOfField('tracks')).toBe(2);
    expect(stepOfField('criteria.0.label')).toBe(3);
    expect(stepOfField('whatever')).toBe(0);
  });
});

describe('wizard values', () => {
  it('starts with both tracks, team size 5, grace 5 and Innovation 25', () => {
    const values = initialWizardValues();
    expect(values.tracks).toEqual(['discovery', 'startup']);
    expect(values.teamSizeMax).toBe(5);
    expect(values.graceMinutes).toBe(5);
    expect(values.criteria).toEqual([{ label: 'Innovation', weight: 25 }]);
  });

  it('falls back to 5 grace minutes when empty or out of range', () => {
    expect(normalizeGraceMinutes(null)).toBe(5);
    expect(normalizeGraceMinutes(61)).toBe(5);
    expect(normalizeGraceMinutes(0)).toBe(0);
  });

  it('sends ISO UTC dates read in the event timezone', () => {
    const body = toCreateEventBody(withDates({ timezone: 'America/New_York' }));
    expect(body.startDate).toBe('2026-09-01T13:00:00.000Z');
    expect(body.descriptionMd).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it("puts each of the server's field problems under its field as a sentence, the first one per field", () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      method: 'POST',
      fields: [
        { field: 'title', reason: 'must be shorter than or equal to 200 characters' },
        { field: 'title', reason: 'must be a string' },
        { field: 'criteria.0.label', reason: 'should not be empty' },
        { field: 'submissionDeadline', reason: 'Submission deadline must be within event dates' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      title: 'Event title must be shorter than or equal to 200 characters',
      'criteria.0.label': 'Criterion should not be empty',
      submissionDeadline: 'Submission deadline must be within event dates',
    });
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
