import type { components } from '@/api/generated/schema';

export type Application = components['schemas']['ApplicationDto'];
export type ApplicationDetail = components['schemas']['ApplicationDetailDto'];
export type ApplicationStatus = Application['status'];
export type TimelineEntry = components['schemas']['TimelineEntryDto'];

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The row's main buttons: pending rows are decided, decided rows can have their email resent. */
export function primaryActions(status: ApplicationStatus): ('approve' | 'reject' | 'resend')[] {
  return status === 'pending' ? ['approve', 'reject'] : ['resend'];
}

/** The more menu offers every status but the current one. */
export function otherStatuses(status: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((candidate) => candidate !== status);
}

export function markAsLabel(status: ApplicationStatus): string {
  return `Mark as ${STATUS_LABELS[status]}`;
}

export function statusUpdatedDescription(status: ApplicationStatus): string | undefined {
  return status === 'pending' ? undefined : `Application ${status} successfully. Notification email sent.`;
}

export function resendDescription(status: ApplicationStatus): string {
  return status === 'approved' ? 'Approval email sent successfully' : 'Rejection email sent successfully';
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
}

/** A readable sentence for one step of an application's audit timeline. */
export function describeTimelineEntry(entry: Pick<TimelineEntry, 'type' | 'details'>): string {
  const { details } = entry;
  switch (entry.type) {
    case 'application.submitted':
      return 'Application submitted';
    case 'application.status_changed':
      return `Status changed from ${text(details.from)} to ${text(details.to)}`;
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
