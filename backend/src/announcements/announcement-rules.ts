import type { ApplicationStatus } from '../applications/application.events.js';

/** Who an announcement goes to (issue 30 'Announcements'), as staff pick it in the Messages tab. */
export const ANNOUNCEMENT_SEGMENTS = [
  'applicants',
  'not_submitted',
  'submitted_teams',
  'judges',
  'reviewers',
  'overdue_checkins',
] as const;
export type AnnouncementSegment = (typeof ANNOUNCEMENT_SEGMENTS)[number];

/** The application statuses the 'applicants' segment picks from. */
export const ANNOUNCEMENT_APPLICANT_STATUSES = [
  'pending',
  'approved',
  'waitlisted',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type AnnouncementApplicantStatus = (typeof ANNOUNCEMENT_APPLICANT_STATUSES)[number];

/** The segment with its sub-choice: the status only for 'applicants'. */
export type SegmentChoice =
  | { segment: 'applicants'; applicationStatus: AnnouncementApplicantStatus }
  | { segment: Exclude<AnnouncementSegment, 'applicants'>; applicationStatus?: null };

/** The segment and status as stored or sent, checked: 'applicants' needs its status. */
export function segmentChoice(
  segment: AnnouncementSegment,
  applicationStatus: AnnouncementApplicantStatus | null | undefined,
): SegmentChoice {
  if (segment !== 'applicants') return { segment, applicationStatus: null };
  if (!applicationStatus) throw new Error('The applicants segment needs an application status');
  return { segment, applicationStatus };
}

/** scheduled -> sending (a tick has begun writing its emails) -> sent; cancelled only while scheduled. */
export const ANNOUNCEMENT_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const MAX_ANNOUNCEMENT_BODY = 20_000;
export const MAX_ANNOUNCEMENT_SUBJECT = 200;

/** The segment in words, as the Messages tab and the audit log name it. */
export function segmentWords(segment: AnnouncementSegment, applicationStatus?: string | null): string {
  switch (segment) {
    case 'applicants':
      return `${applicationStatus ?? 'all'} applicants`;
    case 'not_submitted':
      return 'approved participants whose team has not submitted';
    case 'submitted_teams':
      return 'teams that submitted';
    case 'judges':
      return 'judges';
    case 'reviewers':
      return 'reviewers';
    case 'overdue_checkins':
      return 'ventures with an overdue check-in';
  }
}
