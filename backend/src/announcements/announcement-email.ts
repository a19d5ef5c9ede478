import type { EmailCategory, EmailOf } from '../notifications/email/email-message.js';

/** The facts an announcement email keeps: which announcement and event (delivery figures count by them). */
export interface AnnouncementEmailContext {
  announcementId: string;
  eventId: string;
}

declare module '../notifications/email/email-message.js' {
  interface EmailTemplates {
    announcement: AnnouncementEmailContext;
  }
}

export const ANNOUNCEMENT_TEMPLATE = 'announcement';

/** What an announcement's email says, the same for every recipient but its address and unsubscribe link. */
export interface AnnouncementContent {
  announcementId: string;
  eventId: string;
  eventTitle: string;
  subject: string;
  bodyMd: string;
}

/**
 * The plain-text email: the markdown as written (markdown is made to read as plain text; never
 * markup here, so nothing in it can run), then where it came from. The HTML part is the same
 * markdown rendered (announcement-html.ts).
 */
export function announcementText(content: AnnouncementContent, appUrl: string): string {
  return [
    content.bodyMd.trim(),
    '',
    '—',
    `Sent by the organizers of ${content.eventTitle}.`,
    `Your event dashboard: ${appUrl}/events/${content.eventId}/dashboard`,
  ].join('\n');
}

export function announcementEmail(
  to: string,
  content: AnnouncementContent,
  text: string,
  unsubscribe: { category: EmailCategory; url: string },
  bodyHtml: string,
): EmailOf<'announcement'> {
  return {
    to,
    subject: content.subject,
    text,
    bodyHtml,
    template: ANNOUNCEMENT_TEMPLATE,
    context: { announcementId: content.announcementId, eventId: content.eventId },
    unsubscribe,
  };
}
