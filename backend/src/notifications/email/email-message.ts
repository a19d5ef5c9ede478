/** A rendered email, as stored in its outbox row (the exact text staff can audit later). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it, e.g. 'application.decision'; shown in audit timelines. */
  template: string;
  /** The facts the email was written from (ids, names, status), kept with it for audits. */
  context?: Record<string, string>;
}

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
