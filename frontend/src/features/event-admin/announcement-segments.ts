import type { AnnouncementApplicantStatus, AnnouncementSegment } from './api/announcements';

/** The Messages tab's segment choices, in the order issue 30 lists them. */
export const SEGMENT_LABELS: Record<AnnouncementSegment, string> = {
  applicants: 'Applicants by status',
  not_submitted: 'Approved participants whose team has not submitted',
  submitted_teams: 'Teams that submitted',
  judges: 'Judges of the event',
  reviewers: 'Reviewers of the event',
  overdue_checkins: 'Ventures with an overdue check-in',
};

export const APPLICANT_STATUS_LABELS: Record<AnnouncementApplicantStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
};

/** The segment as the list names it: 'Applicants: Waitlisted'. */
export function segmentLabel(segment: AnnouncementSegment, status: AnnouncementApplicantStatus | null): string {
  return segment === 'applicants' && status
    ? `Applicants: ${APPLICANT_STATUS_LABELS[status]}`
    : SEGMENT_LABELS[segment];
}
