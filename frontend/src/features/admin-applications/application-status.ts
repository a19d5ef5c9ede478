import type { components } from '@/api/generated/schema';
import { statesOf, statusLabel } from '@/design/status-look';

export type Application = components['schemas']['AdminApplicationDto'];
export type ApplicationDetail = components['schemas']['ApplicationDetailDto'];
export type ApplicationStatus = Application['status'];
export type TimelineEntry = components['schemas']['TimelineEntryDto'];
/** What staff set: never 'withdrawn' (only the applicant's decline or a missed deadline withdraws). */
export type StaffStatus = Exclude<ApplicationStatus, 'withdrawn'>;

/** Every status, for the filter. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = statesOf('application');

export const STAFF_STATUSES: readonly StaffStatus[] = APPLICATION_STATUSES.filter(
  (status): status is StaffStatus => status !== 'withdrawn',
);

/** The status words of the status map (design/status-look.ts), for filters and menus. */
export const STATUS_LABELS = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [status, statusLabel('application', status)]),
) as Record<ApplicationStatus, string>;

/** The row's main buttons: pending rows are decided, decided rows can have their email resent. */
export function primaryActions(status: ApplicationStatus): ('approve' | 'reject' | 'resend')[] {
  return status === 'pending' ? ['approve', 'reject'] : ['resend'];
}

/** The more menu offers every status staff set but the current one. */
export function otherStatuses(status: ApplicationStatus): StaffStatus[] {
  return STAFF_STATUSES.filter((candidate) => candidate !== status);
}

export function markAsLabel(status: StaffStatus): string {
  return `Mark as ${STATUS_LABELS[status]}`;
}

export function statusUpdatedDescription(status: ApplicationStatus): string | undefined {
  return status === 'pending' ? undefined : `Application ${status} successfully. Notification email sent.`;
}

const RESENT: Record<Exclude<ApplicationStatus, 'pending'>, string> = {
  approved: 'Approval email sent successfully',
  waitlisted: 'Waitlist email sent successfully',
  rejected: 'Rejection email sent successfully',
  withdrawn: 'Spot release email sent successfully',
};

/** The 'Email Resent' toast's words: which decision's email went out again. */
export function resendDescription(status: ApplicationStatus): string {
  return status === 'pending' ? 'Email sent successfully' : RESENT[status];
}

/** Why a status changed when not by a staff decision (review.md 'Confirming a spot'). */
const REASON_WORDS: Record<string, string> = {
  waitlist_offer: 'offered a freed spot from the waitlist',
  spot_declined: 'declined the spot',
  spot_expired: 'spot not confirmed by the deadline',
};

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
}

/** A readable sentence for one step of an application's audit timeline. */
export function describeTimelineEntry(entry: Pick<TimelineEntry, 'type' | 'details'>): string {
  const { details } = entry;
  switch (entry.type) {
    case 'application.submitted':
      return 'Application submitted';
    case 'application.status_changed': {
      const why = typeof details.reason === 'string' ? REASON_WORDS[details.reason] : undefined;
      return `Status changed from ${text(details.from)} to ${text(details.to)}${why ? ` (${why})` : ''}`;
    }
    case 'application.spot_confirmed':
      return "Spot confirmed: 'I'll be there'";
    case 'application.decision_email_resent':
      return 'Decision email resent';
    case 'email.queued':
      return `Email queued: ${text(details.subject)} to ${text(details.to)}`;
    case 'email.sent':
      return 'Email sent';
    case 'email.undelivered':
      return 'Email undelivered';
    default:
      return entry.type;
  }
}
