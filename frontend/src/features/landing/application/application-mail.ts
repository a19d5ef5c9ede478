import { trackLabel } from '../tracks';
import type { StoredApplication } from './application';

export const ORGANISER_EMAIL = 'apply@sprintboard.dev';

const NOT_PROVIDED = 'Not provided';

// The programme runs on Pacific time (event countdowns are labelled PT), so organisers read times in it.
const submissionTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Los_Angeles',
});

/** e.g. 'Oct 3, 2025, 4:00 PM PT'. */
export function formatSubmissionTime(isoTimestamp: string): string {
  // Some ICU versions put a narrow no-break space before AM/PM; plain text mail reads better without it.
  return `${submissionTimeFormat.format(new Date(isoTimestamp)).replace(/\s/g, ' ')} PT`;
}

export function applicationSubject(application: StoredApplication): string {
  return `Sprint application: ${application.name}`;
}

export function applicationBody(application: StoredApplication): string {
  return [
    'Hello Sprintboard team,',
    '',
    "I would like to apply to the Fall Sprint '25 (Cohort 2, Palo Alto).",
    '',
    `Name: ${application.name}`,
    `Email: ${application.email}`,
    `LinkedIn: ${application.linkedin || NOT_PROVIDED}`,
    `Track: ${trackLabel(application.track)}`,
    `Description: ${application.about || NOT_PROVIDED}`,
    `Submitted: ${formatSubmissionTime(application.timestamp)}`,
  ].join('\r\n');
}

/**
 * A mailto: URL addressed to the organiser. encodeURIComponent, not URLSearchParams: mail clients
 * show a '+' literally instead of reading it as a space (RFC 6068 wants %20 and %0D%0A).
 */
export function buildApplicationMailto(application: StoredApplication): string {
  const subject = encodeURIComponent(applicationSubject(application));
  const body = encodeURIComponent(applicationBody(application));
  return `mailto:${ORGANISER_EMAIL}?subject=${subject}&body=${body}`;
}

/** Hands the prepared message to the visitor's mail client; the page itself stays open. */
export function openMailClient(mailtoUrl: string): void {
  window.location.href = mailtoUrl;
}
