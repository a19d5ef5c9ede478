import type { StoredEvent } from '../audit/domain-event.js';
import { maskEmail } from '../common/masked-email.js';
import type { NameLookups } from './change-words.js';

/** One line of an audit entry's Details: 'Status: pending → approved', 'Applicant: Ada Builder'. */
export interface ChangeField {
  label: string;
  value: string;
}

type Value = unknown;
type Format = (value: Value, names: NameLookups) => string;

const NONE = '—';
const LONG_TEXT = 300;

/** Payload keys holding a person's id, and what the person is to the event. */
const PERSON_KEYS: Record<string, string> = {
  userId: 'Person',
  fromUserId: 'Previous owner',
  judgeId: 'Judge',
  reviewerId: 'Reviewer',
  reassignedTo: 'Reassigned to',
};

/** Ids that name nothing a reader knows (rows inside a record): left to the raw event. */
const INTERNAL_KEYS = new Set([
  'assignmentId',
  'submissionId',
  'invitationId',
  'requestId',
  'linkId',
  'criterionId',
  'conflictId',
  'sessionId',
  'messageId',
  'milestoneId',
  'checkinId',
  'milestoneIds',
  'checkinIds',
  'submissionIds',
  'applicationIds',
  'removedCheckinIds',
  'seed',
  // criterion ids to points: the total stands for them in words
  'scores',
]);

/** Labels where the humanised key would read badly. */
const LABELS: Record<string, string> = {
  eventId: 'Event',
  projectId: 'Project',
  descriptionMd: 'Description',
  description_md: 'Description',
  demoUrl: 'Demo URL',
  demo_url: 'Demo URL',
  repoUrl: 'Repo URL',
  repo_url: 'Repo URL',
  open: 'Looking for members',
  seeking: 'Looking for a team',
  late: 'Late',
  noteToStaffChanged: 'Note to staff changed',
  feedbackChanged: 'Feedback changed',
  sameDomainConflicts: 'Same-domain conflicts',
  reviewsPerSubmission: 'Reviews per submission',
  short: 'Short of judges',
  permanent: 'Given up',
  removed: 'Removed with it',
  changed: 'Changed',
  snapshot: 'Team as submitted',
  fromVentureId: 'From venture',
  foundedEventId: 'Founded in',
  occurredOn: 'Occurred on',
  offsetDays: 'Days after the sprint',
  byStaff: 'By staff',
  followUpConsent: 'Follow-up survey in 6 months',
  closesAt: 'Close date',
  previous: 'Previous close date',
};

/** What `from → to` is a change of, by event type, else by record kind. */
const CHANGE_LABELS: Record<string, string> = {
  'user.role_changed': 'Role',
  'judging.sheet_saved': 'Total',
};
const CHANGE_LABELS_BY_KIND: Record<string, string> = {
  application: 'Status',
  event: 'Status',
  judging: 'Judging phase',
};

/** Who is named in a team's events under `userId`. */
const PERSON_LABELS_BY_TYPE: Record<string, string> = {
  'event.judge_added': 'Judge',
  'event.judge_removed': 'Judge',
  'team.ownership_transferred': 'New owner',
  'team.join_requested': 'Requested by',
};

const PLACES: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: 'Honorable Mention' };

/** Values formatted by what their key means rather than by their JSON type. */
const FORMATS: Record<string, Format> = {
  ...Object.fromEntries(Object.keys(PERSON_KEYS).map((key) => [key, personName])),
  eventId: (id, names) => (typeof id === 'string' ? names.eventTitle(id) : plain(id)),
  foundedEventId: (id, names) => (typeof id === 'string' ? names.eventTitle(id) : plain(id)),
  fromVentureId: (id, names) => (typeof id === 'string' ? names.ventureName(id) : plain(id)),
  projectId: (id, names) => (typeof id === 'string' ? names.projectTitle(id) : plain(id)),
  email: (email) => (typeof email === 'string' ? maskEmail(email) : plain(email)),
  to: (email) => (typeof email === 'string' && email.includes('@') ? maskEmail(email) : plain(email)),
  place: (place) => (typeof place === 'number' ? (PLACES[place] ?? String(place)) : plain(place)),
  via: words,
  scope: words,
  reason: words,
  template: words,
  snapshot: (snapshot) => {
    const team = (snapshot as { team?: { name?: unknown }[] } | null)?.team;
    return Array.isArray(team) ? team.map(({ name }) => plain(name)).join(', ') || NONE : plain(snapshot);
  },
};

function personName(id: Value, names: NameLookups): string {
  return typeof id === 'string' ? names.person(id) : plain(id);
}

/**
 * An audit entry's payload as named fields, people and records by name: first the record it
 * belongs to, then each payload field in the order stored. An event type nobody described still
 * reads: each key humanised, each value shown.
 */
export function changeFields(event: StoredEvent, names: NameLookups): ChangeField[] {
  const fields = recordFields(event, names);
  const seen = new Set(fields.map(fieldKey));
  const add = (field: ChangeField) => {
    if (seen.has(fieldKey(field))) return;
    seen.add(fieldKey(field));
    fields.push(field);
  };
  const { payload } = event;
  const isChange = 'from' in payload && 'to' in payload;
  for (const [key, value] of Object.entries(payload)) {
    if (INTERNAL_KEYS.has(key) || (isChange && key === 'to')) continue;
    if (isChange && key === 'from') add({ label: changeLabel(event), value: change(event, payload.from, payload.to) });
    else if (key === 'changes' && isRecord(value)) for (const field of changeList(value)) add(field);
    else add({ label: labelOf(event, key), value: (FORMATS[key] ?? plain)(value, names) });
  }
  return fields;
}

/** The record an event belongs to, named: an application by its applicant and event. */
function recordFields(event: StoredEvent, names: NameLookups): ChangeField[] {
  const id = event.streamId;
  switch (event.streamType) {
    case 'application': {
      const parties = names.application(id);
      return parties
        ? [
            { label: 'Applicant', value: parties.applicant },
            { label: 'Event', value: parties.event },
          ]
        : [{ label: 'Application', value: 'Deleted application' }];
    }
    case 'event':
    case 'judging':
      return [{ label: 'Event', value: names.eventTitle(id) }];
    case 'user':
    case 'profile':
    case 'team_seeker':
      return [{ label: 'Person', value: names.person(id) }];
    case 'project':
      return [{ label: 'Project', value: names.projectTitle(id) }];
    case 'team':
      return [{ label: 'Team', value: names.projectTitle(id) }];
    case 'email':
      return [{ label: 'To', value: names.recipient(id) }];
    case 'venture':
      return [{ label: 'Venture', value: names.ventureName(id) }];
    default:
      return [];
  }
}

function changeLabel(event: StoredEvent): string {
  return CHANGE_LABELS[event.type] ?? CHANGE_LABELS_BY_KIND[event.streamType] ?? 'Change';
}

function change(event: StoredEvent, from: Value, to: Value): string {
  const side = (value: Value) => {
    if (isRecord(value) && typeof value.total === 'number') return value.total.toFixed(2);
    return event.streamType === 'judging' && typeof value === 'string' ? words(value) : plain(value);
  };
  return `${side(from)} → ${side(to)}`;
}

/** An edit's changed fields, one line each. */
function changeList(changes: Record<string, Value>): ChangeField[] {
  return Object.entries(changes).map(([key, value]) => ({
    label: labelOf(undefined, key),
    value: isRecord(value) ? `${plain(value.from)} → ${plain(value.to)}` : plain(value),
  }));
}

function labelOf(event: StoredEvent | undefined, key: string): string {
  if (key === 'userId' && event) return PERSON_LABELS_BY_TYPE[event.type] ?? PERSON_KEYS.userId;
  return PERSON_KEYS[key] ?? LABELS[key] ?? humanise(key);
}

/** 'submissionDeadline' and 'submission_deadline' -> 'Submission deadline'. */
export function humanise(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A stored code in words ('user_management' -> 'user management'); free text is left as written. */
function words(value: Value): string {
  return typeof value === 'string' && /^[a-z]+(_[a-z]+)+$/.test(value) ? value.replaceAll('_', ' ') : plain(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Any JSON value as a reader would write it: lists joined, instants in UTC, long texts cut. */
export function plain(value: Value): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? utcMinute(value) : cut(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    // Rows without a name (assignments, ...) are counted; their ids are in the raw event.
    return value.some((entry) => isRecord(entry) && nameOf(entry) === undefined)
      ? String(value.length)
      : cut(value.map(item).join(', '));
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length > 0 && entries.every(([, inner]) => !isRecord(inner) && !Array.isArray(inner)))
      return cut(entries.map(([key, inner]) => `${humanise(key)}: ${plain(inner)}`).join(', '));
  }
  return cut(JSON.stringify(value));
}

/** A list item: an object by its label or name (with its weight), else as plain text. */
function item(value: Value): string {
  if (!isRecord(value)) return plain(value);
  const name = nameOf(value) ?? NONE;
  return typeof value.weight === 'number' ? `${name} (weight ${value.weight})` : name;
}

function nameOf(value: Record<string, Value>): string | undefined {
  const name = value.label ?? value.name ?? value.title;
  return typeof name === 'string' ? name : undefined;
}

function utcMinute(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function cut(text: string): string {
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}

function isRecord(value: Value): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldKey({ label, value }: ChangeField): string {
  return `${label}\u0000${value}`;
}
