import { formatInZone } from '@/lib/event-dates';

import { trackLabel } from '../tracks';
import type { StoredApplication } from './application';

export const ORGANISER_EMAIL = 'apply@sprintboard.dev';

const NOT_PROVIDED = 'Not provided';

/** The sprint this form applies to runs in Palo Alto, so its times read in its zone. */
const SPRINT_TIMEZONE = 'America/Los_Angeles';

/** e.g. 'Oct 3, 2025, 4:00 PM PDT': the date rule of every event date (lib/event-dates.ts). */
export function formatSubmissionTime(isoTimestamp: string): string {
  return formatInZone(isoTimestamp, SPRINT_TIMEZONE);
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
