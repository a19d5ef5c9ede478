import type { Dayjs } from 'dayjs';

import type { components } from '@/api/generated/schema';

import { DEFAULT_TIMEZONE, wallClockToIso, type EventTimezone } from '../event-time';
import { DEFAULT_CHECKIN_OFFSETS, formatCheckinOffsets, parseCheckinOffsets } from './checkin-offsets';

export const TRACK_OPTIONS = [
  { value: 'discovery', label: 'Discovery', hint: 'Built from scratch during the sprint' },
  { value: 'startup', label: 'Startup', hint: 'Existing early-stage project' },
] as const;

export const WIZARD_STEPS = ['Event Basics', 'Dates & Deadlines', 'Tracks & Teams', 'Judges & Criteria'] as const;

export const DEFAULT_GRACE_MINUTES = 5;
export const DEFAULT_TEAM_SIZE = 5;
export const NEW_CRITERION_WEIGHT = 10;

export interface CriterionDraft {
  label: string;
  weight: number | null;
}

export interface JudgeDraft {
  name: string;
  email: string;
}

export interface WizardValues {
  title: string;
  descriptionMd: string;
  location: string;
  timezone: EventTimezone;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  submissionDeadline: Dayjs | null;
  graceMinutes: number | null;
  tracks: string[];
  teamSizeMax: number;
  /** As typed ('30, 90, 180'): days after the end the ventures' check-ins fall due. */
  checkinOffsetDays: string;
  criteria: CriterionDraft[];
  judges: JudgeDraft[];
}

export function initialWizardValues(): WizardValues {
  return {
    title: '',
    descriptionMd: '',
    location: '',
    timezone: DEFAULT_TIMEZONE,
    startDate: null,
    endDate: null,
    submissionDeadline: null,
    graceMinutes: DEFAULT_GRACE_MINUTES,
    tracks: TRACK_OPTIONS.map((track) => track.value),
    teamSizeMax: DEFAULT_TEAM_SIZE,
    checkinOffsetDays: formatCheckinOffsets(DEFAULT_CHECKIN_OFFSETS),
    criteria: [{ label: 'Innovation', weight: 25 }],
    judges: [],
  };
}

/** 0 to 60 whole minutes; anything else falls back to the default, as the spec says. */
export function normalizeGraceMinutes(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60
    ? value
    : DEFAULT_GRACE_MINUTES;
}

export type CreateEventBody = components['schemas']['CreateEventDto'];

/** The request body; call only after every step validated (dates are then present). */
export function toCreateEventBody(values: WizardValues): CreateEventBody {
  return {
    ...toEventFields(values),
    criteria: values.criteria.map((criterion) => ({ label: criterion.label.trim(), weight: criterion.weight ?? 0 })),
    judges: values.judges.map((judge) => ({ name: judge.name.trim(), email: judge.email.trim() })),
  };
}

/** The event's own fields as both the create and the edit body carry them. */
export function toEventFields(values: WizardValues) {
  const iso = (value: Dayjs | null) => (value ? wallClockToIso(value, values.timezone) : '');
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title.trim(),
    descriptionMd: text(values.descriptionMd),
    location: text(values.location),
    timezone: values.timezone,
    startDate: iso(values.startDate),
    endDate: iso(values.endDate),
    submissionDeadline: iso(values.submissionDeadline),
    graceMinutes: normalizeGraceMinutes(values.graceMinutes),
    tracks: values.tracks,
    teamSizeMax: values.teamSizeMax,
    // Validated before any save; the server checks the same rule.
    checkinOffsetDays: parseCheckinOffsets(values.checkinOffsetDays) ?? [],
  };
}
