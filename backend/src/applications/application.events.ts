import { DomainEvent } from '../audit/domain-event.js';

/**
 * Pending until staff decide; approved, waitlisted (review.md: a spot may free up for them) or
 * rejected by staff. Withdrawn: an approved applicant declined their spot, or did not confirm it
 * by its deadline (review.md 'Confirming a spot'), so the spot went free; only those two steps set
 * it, never staff.
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'waitlisted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses staff set (the status command, Mark as ..., bulk decisions). */
export const STAFF_STATUSES = [
  'pending',
  'approved',
  'waitlisted',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The staff decisions a decision email goes out for (none for pending). */
export type DecidedStatus = Exclude<StaffStatus, 'pending'>;

/**
 * Why a status changed, when not by a staff decision: an offer of a freed spot to the waitlist, or
 * the applicant's spot given up (declined, or not confirmed by the deadline).
 */
export type StatusChangeReason = 'waitlist_offer' | 'spot_declined' | 'spot_expired';

export const APPLICATION_ROLES = ['Dev', 'PM', 'Designer', 'Other'] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

const APPLICATION = 'application';

export class ApplicationSubmitted extends DomainEvent<{
  eventId: string;
  role: ApplicationRole;
  ventureId?: string;
  /** 'May we ask you in 6 months how your idea went?'; absent from applications submitted before it was asked. */
  followUpConsent?: boolean;
}> {
  static readonly TYPE = 'application.submitted';
  readonly type = ApplicationSubmitted.TYPE;
  readonly streamType = APPLICATION;
}

export class ApplicationStatusChanged extends DomainEvent<{
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** Absent for a staff decision. */
  reason?: StatusChangeReason;
  /** Approved before the sprint starts: when the applicant must confirm their spot by (ISO). */
  confirmBy?: string;
}> {
  static readonly TYPE = 'application.status_changed';
  readonly type = ApplicationStatusChanged.TYPE;
  readonly streamType = APPLICATION;
}

export class DecisionEmailResent extends DomainEvent<{ status: ApplicationStatus }> {
  static readonly TYPE = 'application.decision_email_resent';
  readonly type = DecisionEmailResent.TYPE;
  readonly streamType = APPLICATION;
}

/** The approved applicant confirmed their spot ('I'll be there'). */
export class SpotConfirmed extends DomainEvent<{ dueAt: string }> {
  static readonly TYPE = 'application.spot_confirmed';
  readonly type = SpotConfirmed.TYPE;
  readonly streamType = APPLICATION;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [ApplicationSubmitted.TYPE]: ApplicationSubmitted['payload'];
    [ApplicationStatusChanged.TYPE]: ApplicationStatusChanged['payload'];
    [DecisionEmailResent.TYPE]: DecisionEmailResent['payload'];
    [SpotConfirmed.TYPE]: SpotConfirmed['payload'];
  }
}
