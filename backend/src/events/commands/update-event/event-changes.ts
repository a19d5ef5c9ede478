import { isoTimestamp } from '../../../common/timestamps.js';
import type { EditableEventColumns } from '../../event.repository.js';

export type EventChanges = Record<string, { from: unknown; to: unknown }>;

/** The audit names fields as the API does, and dates as ISO strings. */
function auditView(columns: EditableEventColumns): Record<string, unknown> {
  return {
    title: columns.title,
    descriptionMd: columns.description_md,
    location: columns.location,
    timezone: columns.timezone,
    startDate: isoTimestamp(columns.start_date),
    endDate: isoTimestamp(columns.end_date),
    submissionDeadline: isoTimestamp(columns.submission_deadline),
    graceMinutes: columns.grace_minutes,
    tracks: columns.tracks,
    teamSizeMax: columns.team_size_max,
    checkinOffsetDays: columns.checkin_offset_days,
  };
}

/** Only the fields that changed, each as { from, to }. */
export function eventChanges(before: EditableEventColumns, after: EditableEventColumns): EventChanges {
  const [old, next] = [auditView(before), auditView(after)];
  const changes: EventChanges = {};
  for (const key of Object.keys(next)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) changes[key] = { from: old[key], to: next[key] };
  }
  return changes;
}
