import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_INBOX_PORT } from '../playwright.config';

export const MAIL_INBOX_URL = `http://localhost:${MAIL_INBOX_PORT}`;

export interface InboxMessage {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
  /** Files the email carries; MailDev serves each under its `generatedFileName`. */
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** The messages MailDev (started by `npm start`) has caught so far. */
export async function inboxMessages(request: APIRequestContext): Promise<InboxMessage[]> {
  const response = await request.get(`${MAIL_INBOX_URL}/api/email`);
  if (!response.ok()) throw new Error(`Mail inbox answered ${response.status()}`);
  return (await response.json()) as InboxMessage[];
}

/**
 * Waits until MailDev has caught every one of `expected` (an address and a subject each); fails
 * naming the ones still missing.
 */
export async function expectEmailsArrive(
  request: APIRequestContext,
  expected: readonly { to: string; subject: string }[],
): Promise<void> {
  await expect
    .poll(
      async () => {
        const inbox = await inboxMessages(request);
        return expected.filter(
          ({ to, subject }) =>
            !inbox.some(
              (message) =>
                message.subject === subject &&
                message.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()),
            ),
        );
      },
      { message: 'emails not in the mail inbox yet', timeout: 30_000, intervals: [1_000] },
    )
    .toEqual([]);
}

/** The text of the file named `filename` that `message` carries, downloaded from MailDev. */
export async function inboxAttachment(
  request: APIRequestContext,
  message: InboxMessage,
  filename: string,
): Promise<string> {
  const attachment = message.attachments?.find((each) => each.filename === filename);
  if (!attachment) throw new Error(`'${message.subject}' carries no ${filename}`);
  const response = await request.get(
    `${MAIL_INBOX_URL}/api/email/${message.id}/attachment/${attachment.generatedFileName}`,
  );
  if (!response.ok()) throw new Error(`Mail inbox answered ${response.status()} for ${filename}`);
  return response.text();
}
