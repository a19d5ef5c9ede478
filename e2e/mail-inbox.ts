import type { APIRequestContext } from '@playwright/test';
import { MAIL_INBOX_PORT } from '../playwright.config';

export const MAIL_INBOX_URL = `http://localhost:${MAIL_INBOX_PORT}`;

export interface InboxMessage {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

/** The messages MailDev (started by `npm start`) has caught so far. */
export async function inboxMessages(request: APIRequestContext): Promise<InboxMessage[]> {
  const response = await request.get(`${MAIL_INBOX_URL}/api/email`);
  if (!response.ok()) throw new Error(`Mail inbox answered ${response.status()}`);
  return (await response.json()) as InboxMessage[];
}
