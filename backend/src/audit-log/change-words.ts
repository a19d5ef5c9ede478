import type { EventPayloads, EventType, StoredEvent } from '../audit/domain-event.js';
import { maskEmail } from '../common/masked-email.js';

/** Names the describers may need besides the payload, resolved once per page by RecordNames. */
export interface NameLookups {
  person(userId: string): string;
  /** The profile name as stored, if any (the raw actorName column). */
  personName(userId: string): string | null | undefined;
  eventTitle(eventId: string): string;
  projectTitle(projectId: string): string;
  /** The masked recipient of the email whose outbox stream this is. */
  recipient(outboxId: string): string;
}

type Describer<T extends EventType> = (payload: EventPayloads[T], names: NameLookups, event: StoredEvent) => string;

/** One line per event type, typed against its payload; a type without one falls back to its name. */
const DESCRIBERS: { [T in EventType]?: Describer<T> } = {
  'application.submitted': ({ role }) => `Applied as ${role}`,
  'application.status_changed': ({ from, to }) => `${from} → ${to}`,
  'application.decision_email_resent': ({ status }) => `Decision email resent (${status})`,
  'email.queued': ({ to }) => `Email queued to ${maskEmail(to)}`,
  'email.sent': (_, names, event) => `Email sent to ${names.recipient(event.streamId)}`,
  'email.undelivered': ({ permanent }, names, event) =>
    `Email to ${names.recipient(event.streamId)} not delivered${permanent ? '' : ' yet'}`,
  'event.created': () => 'Event created',
  'event.updated': ({ changes }) =>
    `Event updated: ${Object.entries(changes)
      .map(([field, { from, to }]) => `${field} ${shortValue(from)} → ${shortValue(to)}`)
      .join('; ')}`,
  'event.status_changed': ({ from, to }) => `${from} → ${to}`,
  'event.deleted': () => 'Event deleted',
  'event.criterion_added': ({ label, weight }) => `Criterion added: ${label} (weight ${weight})`,
  'event.criterion_edited': ({ label, weight }) => `Criterion changed: ${label} (weight ${weight})`,
  'event.judge_added': ({ userId }, names) => `Judge added: ${names.person(userId)}`,
  'event.judge_invited': ({ email }) => `Judge invited: ${maskEmail(email)}`,
  'event.judge_removed': ({ userId, via }, names) =>
    `Judge removed: ${names.person(userId)}${via === 'role_change' ? ' (demoted from judge)' : ''}`,
  'project.created': () => 'Project created',
  'project.updated': ({ changes }) => `Changed ${Object.keys(changes).join(', ')}`,
  'project.attached': ({ eventId }, names) => `Attached to ${names.eventTitle(eventId)}`,
  'project.detached': ({ eventId }, names) => `Detached from ${names.eventTitle(eventId)}`,
  'project.submitted': ({ eventId, late }, names) =>
    `Submitted to ${names.eventTitle(eventId)}${late ? ' (late)' : ''}`,
  'team.created': ({ eventId }, names) => `Team created for ${names.eventTitle(eventId)}`,
  'team.invitation_sent': ({ email }) => `Invited ${maskEmail(email)}`,
  'team.invitation_accepted': ({ userId }, names) => `${names.person(userId)} accepted the invitation`,
  'team.invitation_declined': ({ userId }, names) => `${names.person(userId)} declined the invitation`,
  'team.invitation_revoked': ({ email }) => `Invitation of ${maskEmail(email)} revoked`,
  'team.join_requested': ({ userId }, names) => `${names.person(userId)} asked to join`,
  'team.join_request_accepted': ({ userId }, names) => `${names.person(userId)} joined (request accepted)`,
  'team.join_request_declined': ({ userId }, names) => `Request of ${names.person(userId)} declined`,
  'team.member_left': ({ userId }, names) => `${names.person(userId)} left the team`,
  'team.member_removed': ({ userId }, names) => `${names.person(userId)} removed from the team`,
  'team.ownership_transferred': ({ fromUserId, userId }, names) =>
    `Owner ${names.person(fromUserId)} → ${names.person(userId)}`,
  'team.listing_updated': ({ open, lookingFor }) =>
    `${open ? 'Looking for members' : 'Not looking for members'}${lookingFor ? `: ${shortValue(lookingFor)}` : ''}`,
  'team.seeking_changed': ({ eventId, seeking }, names) =>
    `${seeking ? 'Looking for a team' : 'No longer looking for a team'} in ${names.eventTitle(eventId)}`,
  'judging.opened': ({ from, to }) => `Judging ${phaseWords(from)} → ${phaseWords(to)}`,
  'judging.closed': ({ from, to }) => `Judging ${phaseWords(from)} → ${phaseWords(to)}`,
  'judging.reopened': ({ from, to }) => `Judging ${phaseWords(from)} → ${phaseWords(to)}`,
  'judging.results_published': () => 'Results published',
  'judging.results_withdrawn': () => 'Results withdrawn',
  'judging.assignments_made': ({ reviewsPerSubmission, assignments, short }) =>
    `Assign Submissions (${reviewsPerSubmission} per submission): ${assignments.length} assigned${
      short.length > 0 ? `, ${short.length} short of judges` : ''
    }`,
  'judging.assignment_added': ({ judgeId, via }, names) =>
    `${names.person(judgeId)} assigned${via === 'recusal' ? ' after a recusal' : ''}`,
  'judging.assignment_removed': ({ judgeId, total, via }, names) =>
    `Assignment of ${names.person(judgeId)} removed${via === 'judge_removed' ? ' (judge left the event)' : ''}${
      total === null ? '' : ` with its scores (total ${total.toFixed(2)})`
    }`,
  'judging.conflict_declared': ({ judgeId, projectId, reason }, names) =>
    `${names.person(judgeId)} declared a conflict with ${names.projectTitle(projectId)}: ${shortValue(reason)}`,
  'judging.judge_recused': ({ judgeId, reason, reassignedTo }, names) =>
    `${names.person(judgeId)} recused: ${shortValue(reason)}${
      reassignedTo === null ? ' (no other judge eligible)' : ` → ${names.person(reassignedTo)}`
    }`,
  'judging.sheet_saved': ({ from, to }) =>
    from === null
      ? `Scores saved (total ${to.total.toFixed(2)})`
      : `Scores changed: total ${from.total.toFixed(2)} → ${to.total.toFixed(2)}`,
  'winner.added': ({ place, track }) => `Winner: place ${place} in ${track}`,
  'winner.removed': ({ place, track }) => `Winner removed: place ${place} in ${track}`,
  'user.signed_up': () => 'Signed up',
  'user.email_verified': () => 'Email verified',
  'user.password_changed': () => 'Password changed',
  'user.role_changed': ({ from, to }) => `Role ${from} → ${to}`,
  'user.signed_out': () => 'Signed out of every session',
  'user.session_revoked': () => 'A session was revoked: its refresh token was used twice',
  'profile.created': () => 'Profile created',
  'profile.updated': ({ changed }) => `Profile changed: ${changed.join(', ')}`,
};

/** The change an event made, in words ('pending → approved', 'Email sent to a…@example.com'). */
export function describeChange(event: StoredEvent, names: NameLookups): string {
  const describe = DESCRIBERS[event.type as EventType] as Describer<EventType> | undefined;
  if (describe) return describe(event.payload as never, names, event);
  const words = event.type.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed value as a row has room for it: lists joined, long texts cut. */
function shortValue(value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') : (JSON.stringify(value) ?? '—');
  const unquoted = typeof value === 'string' ? value : text;
  return unquoted.length > 40 ? `${unquoted.slice(0, 39)}…` : unquoted;
}

function phaseWords(phase: string): string {
  return phase.replace('_', ' ');
}
