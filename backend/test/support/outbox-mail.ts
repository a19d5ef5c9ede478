import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  template: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Emails the app queued (outbox rows), oldest first: what the worker will send. */
export async function queuedEmails(app: NestFastifyApplication, to: string): Promise<QueuedEmail[]> {
  const rows = await app
    .get(EntityManager)
    .fork()
    .execute<{ payload: QueuedEmail }[]>(
      "select payload from outbox_messages where job_name = 'email.send' and lower(payload->>'to') = lower(?) order by created_at, id",
      [to],
    );
  return rows.map((row) => row.payload);
}

/** The token of the link in the latest email of a template. */
export async function linkToken(app: NestFastifyApplication, to: string, template: string): Promise<string> {
  const emails = (await queuedEmails(app, to)).filter((email) => email.template === template);
  const match = emails.at(-1)?.text.match(/[#?&]token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No ${template} link emailed to ${to}`);
  return match[1];
}
