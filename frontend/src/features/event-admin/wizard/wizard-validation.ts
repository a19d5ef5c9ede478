import { fieldMessages } from '@/api/field-problems';

import { CHECKIN_OFFSETS_RULE, parseCheckinOffsets } from './checkin-offsets';
import type { WizardValues } from './wizard-values';

/** Messages keyed by field path ('title', 'criteria.0.label'), like the API's field errors. */
export type FieldErrors = Record<string, string>;

/** The wizard's labels, for server reasons sent without their subject. */
export const EVENT_FIELD_LABELS = {
  title: 'Event title',
  descriptionMd: 'Description',
  location: 'Location',
  timezone: 'Timezone',
  startDate: 'Start date',
  endDate: 'End date',
  submissionDeadline: 'Submission deadline',
  graceMinutes: 'Grace minutes',
  tracks: 'Tracks',
  teamSizeMax: 'Max team size',
  checkinOffsetDays: 'Check-in offsets',
  criteria: 'Criterion',
  judges: 'Judge',
} as const;

/** A failed save's field problems, each as its own sentence under its field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fieldMessages(error, EVENT_FIELD_LABELS)) errors[field] ??= message;
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateBasics(values: WizardValues): FieldErrors {
  return values.title.trim() === '' ? { title: 'Event title is required' } : {};
}

function validateDates({ startDate, endDate, submissionDeadline }: WizardValues): FieldErrors {
  if (!startDate || !endDate || !submissionDeadline) {
    // One message for the step, shown at the first empty picker.
    const first = !startDate ? 'startDate' : !endDate ? 'endDate' : 'submissionDeadline';
    return { [first]: 'All dates are required' };
  }
  if (!endDate.isAfter(startDate)) return { endDate: 'End date must be after start date' };
  if (submissionDeadline.isBefore(startDate) || submissionDeadline.isAfter(endDate)) {
    return { submissionDeadline: 'Submission deadline must be within event dates' };
  }
  return {};
}

function validateTracks(values: WizardValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.tracks.length === 0) errors.tracks = 'At least one track is required';
  if (!parseCheckinOffsets(values.checkinOffsetDays)) errors.checkinOffsetDays = CHECKIN_OFFSETS_RULE;
  return errors;
}

function validateJudging(values: WizardValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.criteria.length === 0) errors.criteria = 'At least one judging criterion is required';
  values.criteria.forEach((criterion, index) => {
    if (criterion.label.trim() === '') errors[`criteria.${index}.label`] = 'Criterion label is required';
    const { weight } = criterion;
    if (weight === null || !Number.isInteger(weight) || weight < 1 || weight > 100) {
      errors[`criteria.${index}.weight`] = 'Weight must be between 1 and 100';
    }
  });
  values.judges.forEach((judge, index) => {
    if (judge.name.trim() === '') errors[`judges.${index}.name`] = 'Judge name is required';
    if (judge.email.trim() === '') errors[`judges.${index}.email`] = 'Judge email is required';
    else if (!EMAIL.test(judge.email.trim())) errors[`judges.${index}.email`] = 'Enter a valid email';
  });
  return errors;
}

const STEP_VALIDATORS = [validateBasics, validateDates, validateTracks, validateJudging] as const;

/** The errors of one step (0-3); empty when the step may be left with Next or Create. */
export function validateStep(step: number, values: WizardValues): FieldErrors {
  return STEP_VALIDATORS[step]?.(values) ?? {};
}

const STEP_FIELDS: readonly (readonly string[])[] = [
  ['title', 'descriptionMd', 'location', 'timezone'],
  ['startDate', 'endDate', 'submissionDeadline', 'graceMinutes'],
  ['tracks', 'teamSizeMax', 'checkinOffsetDays'],
  ['criteria', 'judges'],
];

/** Which step shows a field (server errors name fields like 'criteria.0.label'); 0 when unknown. */
export function stepOfField(field: string): number {
  const root = field.split('.')[0] ?? field;
  const step = STEP_FIELDS.findIndex((fields) => fields.includes(root));
  return step === -1 ? 0 : step;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
