/**
 * Template name -> the facts its emails carry (`undefined` when they carry none), kept with the
 * email for audits. Empty here: each feature declares its templates next to them, e.g.
 *
 *   declare module '../notifications/email/email-message.js' {
 *     interface EmailTemplates {
 *       'application.approved': DecisionContext;
 *       'auth.verify_email': undefined;
 *     }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EmailTemplates {}

export type EmailTemplate = keyof EmailTemplates;

/**
 * What a recipient may opt out of (issue 30 'Preferences'); account and decision emails carry no
 * category and always go.
 */
export const EMAIL_CATEGORIES = ['announcements', 'reminders', 'team_activity'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** A file sent with the email (e.g. the approval's calendar invitation), small enough for the outbox row. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (e.g. an .ics), stored as is. */
  content: string;
}

/** What every email has. */
interface EmailContent<T extends string> {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it, e.g. 'application.approved'; shown in audit timelines. */
  template: T;
  /**
   * Set on every non-essential email: its category and the one-click unsubscribe link for it (sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058).
   */
  unsubscribe?: { category: EmailCategory; url: string };
  attachments?: EmailAttachment[];
  /**
   * HTML its feature made and sanitised (an announcement's markdown), shown in the HTML part in place
   * of the text's paragraphs; the text part stays `text`.
   */
  bodyHtml?: string;
}

/** A rendered email of a declared template, with that template's facts. */
export type EmailOf<T extends EmailTemplate> = T extends unknown
  ? EmailContent<T> &
      (undefined extends EmailTemplates[T] ? { context?: EmailTemplates[T] } : { context: EmailTemplates[T] })
  : never;

/** A rendered email, as stored in its outbox row (the exact text staff can audit later). */
export type EmailMessage = EmailOf<EmailTemplate>;

/**
 * Derived from the outbox id, so a resend of the same row after a crash carries the same
 * Message-ID and receiving systems can drop the duplicate.
 */
export function messageIdFor(outboxId: string, appUrl: string): string {
  return `<${outboxId}@${new URL(appUrl).hostname}>`;
}

/** SMTP 5xx replies are final; 4xx replies and connection failures are worth retrying. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
