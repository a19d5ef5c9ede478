import type { components } from '@/api/generated/schema';

import { isoToWallClock } from '../event-time';
import { formatCheckinOffsets } from './checkin-offsets';
import { initialWizardValues, toEventFields, type WizardValues } from './wizard-values';

export type AdminEvent = components['schemas']['EventDto'];
export type UpdateEventBody = components['schemas']['UpdateEventDto'];

/** The steps the edit page shows: criteria and judges are edited on the Judging tab. */
export const EDITABLE_STEPS = [0, 1, 2] as const;

/** The wizard's values as the event has them, dates on the event's wall clock. */
export function editValuesFromEvent(event: AdminEvent): WizardValues {
  const wallClock = (iso: string) => isoToWallClock(iso, event.timezone);
  return {
    ...initialWizardValues(),
    title: event.title,
    descriptionMd: event.descriptionMd ?? '',
    location: event.location ?? '',
    timezone: event.timezone,
    startDate: wallClock(event.startDate),
    endDate: wallClock(event.endDate),
    submissionDeadline: wallClock(event.submissionDeadline),
    graceMinutes: event.graceMinutes,
    tracks: event.tracks,
    teamSizeMax: event.teamSizeMax,
    checkinOffsetDays: formatCheckinOffsets(event.checkinOffsetDays),
  };
}

/** The request body; call only after the editable steps validated (dates are then present). */
export function toUpdateEventBody(values: WizardValues, expectedVersion: number): UpdateEventBody {
  return { ...toEventFields(values), expectedVersion };
}
