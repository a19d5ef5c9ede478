import type { EventPayloads, EventType, StoredEvent } from '../audit/domain-event.js';
import type { StatusChangeReason } from '../applications/application.events.js';
import { segmentWords } from '../announcements/announcement-rules.js';
import { maskEmail } from '../common/masked-email.js';
import { EMAIL_CATEGORY_WORDS } from '../email-preferences/email-categories.js';
import { REMINDER_KIND_WORDS, REMINDER_KINDS } from '../reminders/reminder-rules.js';

/** Names the describers may need besides the payload, resolved once per page by RecordNames. */
export interface NameLookups {
  person(userId: string): string;
  /** The profile name as stored, if any (the raw actorName column). */
  personName(userId: string): string | null | undefined;
  eventTitle(eventId: string): string;
  projectTitle(projectId: string): string;
  ventureName(ventureId: string): string;
  /** The masked recipient of the email whose outbox stream this is. */
  recipient(outboxId: string): string;
  /** An application's applicant and event, named; undefined once it is deleted. */
  application(applicationId: string): { applicant: string; event: string } | undefined;
}

type Describer<T extends EventType> = (payload: EventPayloads[T], names: NameLookups, event: StoredEvent) => string;

/** The Review tab's settings in the form's order, by their labels there. */
const REVIEW_SETTING_WORDS: Record<string, string> = {
  capacity: 'Capacity',
  waitlistSize: 'Waitlist size',
  reviewsPerApplication: 'Reviews per application',
  blindReview: 'Blind review',
  confirmDays: 'Days to confirm a spot',
};

/** Why an application's status changed when not by a staff decision (review.md 'Confirming a spot'). */
const STATUS_CHANGE_REASON_WORDS: Record<StatusChangeReason, string> = {
  waitlist_offer: 'offered a freed spot from the waitlist',
  spot_declined: 'declined the spot',
  spot_expired: 'spot not confirmed by the deadline',
};

/** A follow-up answer's outcome flags, in the order insights shows them. */
const FOLLOW_UP_OUTCOME_WORDS = {
  designPartner: 'design partner or LOI',
  pilot: 'pilot',
  funding: 'funding',
  stopped: 'stopped',
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One line per event type, typed against its payload; a type without one falls back to its name. */
const DESCRIBERS: { [T in EventType]?: Describer<T> } = {
  'application.submitted': ({ role }) => `Applied as ${role}`,
  'application.status_changed': ({ from, to, reason }) =>
    `${from} → ${to}${reason ? ` (${STATUS_CHANGE_REASON_WORDS[reason]})` : ''}`,
  'application.spot_confirmed': () => "Spot confirmed: 'I'll be there'",
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
  'application_form.question_added': ({ label, required }) =>
    `Application question added: ${label}${required ? ' (required)' : ''}`,
  'application_form.question_edited': ({ label }) => `Application question changed: ${label}`,
  'application_form.questions_reordered': ({ questionIds }) =>
    `Application questions reordered (${questionIds.length})`,
  'application_form.question_hidden': ({ label }) => `Application question hidden: ${label}`,
  'application_form.question_shown': ({ label }) => `Application question shown again: ${label}`,
  'event.judge_added': ({ userId }, names) => `Judge added: ${names.person(userId)}`,
  'event.judge_invited': ({ email }) => `Judge invited: ${maskEmail(email)}`,
  'event.judge_removed': ({ userId, via }, names) =>
    `Judge removed: ${names.person(userId)}${via === 'role_change' ? ' (demoted from judge)' : ''}`,
  'review_setup.settings_changed': ({ changes }) =>
    `Review settings changed: ${Object.entries(REVIEW_SETTING_WORDS)
      .flatMap(([field, words]) => {
        const change = changes[field as keyof typeof changes];
        return change
          ? [`${words} ${reviewSettingValue(field, change.from)} → ${reviewSettingValue(field, change.to)}`]
          : [];
      })
      .join('; ')}`,
  'review_setup.criterion_added': ({ label, weight }) => `Review criterion added: ${label} (weight ${weight})`,
  'review_setup.criterion_edited': ({ label, weight }) => `Review criterion changed: ${label} (weight ${weight})`,
  'review_setup.criterion_removed': ({ label }) => `Review criterion removed: ${label}`,
  'review_setup.criteria_reordered': ({ criterionIds }) => `Review criteria reordered (${criterionIds.length})`,
  'review_setup.reviewer_seated': ({ userId, via }, names) =>
    `Reviewer added: ${names.person(userId)}${via === 'invitation' ? ' (accepted the invitation)' : ''}`,
  'review_setup.reviewer_invited': ({ email }) => `Reviewer invited: ${maskEmail(email)}`,
  'review_setup.reviewer_invitation_withdrawn': ({ email }) => `Reviewer invitation withdrawn: ${maskEmail(email)}`,
  'review_setup.reviewer_removed': ({ userId }, names) => `Reviewer removed: ${names.person(userId)}`,
  'review.applications_assigned': ({ added, reviewsPerApplication, short }) =>
    `Applications assigned: ${plural(added, 'new review')}, ${reviewsPerApplication} per application${
      short.length > 0 ? `; ${plural(short.length, 'application')} short of reviewers` : ''
    }`,
  'review.assignment_added': ({ reviewerId }, names) =>
    `Review reassigned to ${names.person(reviewerId)} after a recusal`,
  'review.assignments_removed': ({ reviewerId, assignments }, names) =>
    `${plural(assignments.length, 'unscored review')} removed with reviewer ${names.person(reviewerId)}`,
  'review.reviewer_recused': ({ reviewerId, reason, reassignedTo }, names) =>
    `${names.person(reviewerId)} recused: ${reason}; ${
      reassignedTo ? `reassigned to ${names.person(reassignedTo)}` : 'no eligible reviewer left'
    }`,
  'review.review_saved': ({ reviewerId, from, to }, names) =>
    `Review ${from ? 'changed' : 'saved'} by ${names.person(reviewerId)}: ${to.total.toFixed(2)}${
      to.recommendation ? ` (${to.recommendation})` : ''
    }`,
  'review.extra_reviews_requested': ({ applicationIds, assignments, short }) =>
    `One more review requested for ${plural(applicationIds.length, 'borderline application')}: ${assignments.length} assigned${
      short.length > 0 ? `, ${short.length} without an eligible reviewer` : ''
    }`,
  'project.created': () => 'Project created',
  'project.updated': ({ changes }) => `Changed ${Object.keys(changes).join(', ')}`,
  'project.attached': ({ eventId }, names) => `Attached to ${names.eventTitle(eventId)}`,
  'project.detached': ({ eventId }, names) => `Detached from ${names.eventTitle(eventId)}`,
  'project.submitted': ({ eventId, late }, names) =>
    `Submitted to ${names.eventTitle(eventId)}${late ? ' (late)' : ''}`,
  'project.pitch_deck_changed': ({ from, to }) =>
    to ? `Pitch deck ${from ? 'replaced' : 'added'}: ${shortValue(to.name)}` : 'Pitch deck removed',
  'project.image_files_changed': ({ to }) =>
    to.length === 0 ? 'Uploaded images removed' : `Uploaded images set: ${plural(to.length, 'image')}`,
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
  'judging.close_date_set': ({ closesAt }) =>
    closesAt === null ? 'Judging close date cleared' : `Judging close date set to ${utcWords(closesAt)}`,
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
  'venture.created': ({ projectId, foundedEventId }, names) =>
    `Venture started by ${names.projectTitle(projectId)} in ${names.eventTitle(foundedEventId)}`,
  'venture.entry_linked': ({ projectId, eventId }, names) =>
    `${names.projectTitle(projectId)} continues it in ${names.eventTitle(eventId)}`,
  'venture.updated': ({ changes }) => `Changed ${Object.keys(changes).map(humanWords).join(', ')}`,
  'venture.entry_moved': ({ projectId, eventId, fromVentureId, byStaff, reason }, names) =>
    `${names.projectTitle(projectId)} (${names.eventTitle(eventId)}) moved here from ${names.ventureName(fromVentureId)}${
      byStaff ? ` by staff: ${shortValue(reason)}` : ''
    }`,
  'venture.merged': ({ fromVentureId, reason, submissionIds, milestoneIds }, names) =>
    `Merged ${names.ventureName(fromVentureId)} into it (${submissionIds.length} entries, ${milestoneIds.length} milestones): ${shortValue(reason)}`,
  'venture.milestone_added': ({ type, occurredOn, checkinId }) =>
    `Milestone added: ${humanWords(type)} on ${occurredOn}${checkinId === null ? '' : ' (from a check-in)'}`,
  'venture.milestone_edited': ({ after }) => `Milestone changed: ${humanWords(after.type)} on ${after.occurredOn}`,
  'venture.milestone_removed': ({ milestone, wasVerified }) =>
    `Milestone removed: ${humanWords(milestone.type)} on ${milestone.occurredOn}${wasVerified ? ' (was verified)' : ''}`,
  'venture.milestone_verified': ({ note }) => `Milestone verified: ${shortValue(note)}`,
  'venture.milestone_unverified': ({ note }) => `Milestone no longer verified: ${shortValue(note)}`,
  'venture.member_removed': ({ userId }, names) => `${names.person(userId)} removed from the venture`,
  'venture.checkins_scheduled': ({ eventId, checkins }, names) =>
    `Check-ins after ${names.eventTitle(eventId)} scheduled: day ${checkins.map(({ offsetDays }) => offsetDays).join(', ')}`,
  'venture.checkins_moved': ({ eventId, endDate }, names) =>
    `Check-ins after ${names.eventTitle(eventId)} moved: the sprint now ends ${endDate.slice(0, 10)}`,
  'venture.checkin_asked': ({ eventId, offsetDays, recipients }, names) =>
    `Check-in ${offsetDays} days after ${names.eventTitle(eventId)} asked of ${recipients} member(s)`,
  'venture.checkin_reminded': ({ eventId, offsetDays, recipients }, names) =>
    `Reminder for the check-in ${offsetDays} days after ${names.eventTitle(eventId)} sent to ${recipients} member(s)`,
  'venture.checkin_answered': ({ eventId, milestoneIds, cancelledCheckinIds }, names) =>
    `Check-in after ${names.eventTitle(eventId)} answered (${milestoneIds.length} milestone(s) recorded)` +
    (cancelledCheckinIds?.length
      ? `; the venture stopped, so its ${cancelledCheckinIds.length} later check-in(s) were cancelled`
      : ''),
  'follow_up.scheduled': ({ decision, dueAt }) =>
    `Follow-up survey scheduled for ${dueAt.slice(0, 10)} (6 months after the decision: ${decision})`,
  'follow_up.asked': ({ eventId }, names) => `Follow-up survey after ${names.eventTitle(eventId)} emailed`,
  'follow_up.reminded': ({ eventId }, names) => `Follow-up survey reminder after ${names.eventTitle(eventId)} emailed`,
  'follow_up.answered': ({ outcomes }) => {
    const reached = Object.entries(FOLLOW_UP_OUTCOME_WORDS)
      .filter(([flag]) => outcomes[flag as keyof typeof FOLLOW_UP_OUTCOME_WORDS])
      .map(([, words]) => words);
    return `Follow-up survey answered${reached.length ? `: ${reached.join(', ')}` : ''}`;
  },
  'follow_up.consent_withdrawn': ({ cancelledFollowUpId, setAsideFollowUpId }) =>
    `Follow-up consent withdrawn${cancelledFollowUpId ? '; the survey was cancelled' : ''}` +
    (setAsideFollowUpId ? '; the survey answer no longer counts in insights' : ''),
  'follow_up.cancelled': () => 'Follow-up survey cancelled: the decision went back to pending',
  'announcement.scheduled': ({ eventId, subject, segment, applicationStatus, dueAt }, names) =>
    `Announcement '${subject}' to ${segmentWords(segment, applicationStatus)} of ${names.eventTitle(eventId)} scheduled for ${dueAt.slice(0, 16).replace('T', ' ')} UTC`,
  'announcement.sent': ({ recipients }) => `Announcement sent to ${recipients} recipient(s)`,
  'announcement.cancelled': () => 'Announcement cancelled',
  'reminders.settings_changed': ({ eventId, settings }, names) =>
    `Reminders of ${names.eventTitle(eventId)} set: ${REMINDER_KINDS.filter(
      // Settings saved before a kind existed do not name it.
      (kind) => kind in settings,
    )
      .map((kind) =>
        settings[kind].enabled
          ? `${REMINDER_KIND_WORDS[kind]} at ${settings[kind].offsetsHours.map((hours) => `${hours} h`).join(', ')}`
          : `${REMINDER_KIND_WORDS[kind]} off`,
      )
      .join('; ')}`,
  'reminders.sent': ({ kind, occasion, recipients }) =>
    `${REMINDER_KIND_WORDS[kind]} reminder (${occasion.split('@')[0].replace('_', ' ')}) sent to ${recipients} recipient(s)`,
  'user.signed_up': () => 'Signed up',
  'user.email_verified': () => 'Email verified',
  'user.password_changed': () => 'Password changed',
  'user.role_changed': ({ from, to }) => `Role ${from} → ${to}`,
  'user.signed_out': () => 'Signed out of every session',
  'user.session_revoked': () => 'A session was revoked: its refresh token was used twice',
  'profile.created': () => 'Profile created',
  'profile.updated': ({ changed }) => `Profile changed: ${changed.join(', ')}`,
  'email_preferences.changed': ({ turnedOff, turnedOn }) =>
    `Email preferences changed: ${[
      ...turnedOff.map((category) => `${EMAIL_CATEGORY_WORDS[category].name} off`),
      ...turnedOn.map((category) => `${EMAIL_CATEGORY_WORDS[category].name} on`),
    ].join(', ')}`,
  'email_preferences.unsubscribed_by_link': ({ category }) =>
    `Unsubscribed from ${EMAIL_CATEGORY_WORDS[category].name} by the email's link`,
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

/** A stored code in words: 'design_partner' -> 'design partner'. */
function humanWords(code: string): string {
  return code.replaceAll('_', ' ');
}

/** '2027-01-10T17:00:00.000Z' -> '2027-01-10 17:00 UTC'. */
function utcWords(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

function phaseWords(phase: string): string {
  return phase.replace('_', ' ');
}

/** A setting's value as the tab shows it: no capacity is 'none', the switch is on or off. */
function reviewSettingValue(field: string, value: unknown): string {
  if (field === 'capacity' && value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return shortValue(value);
}
