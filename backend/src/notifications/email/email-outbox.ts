import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { PendingEvent } from '../../audit/event-store.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { kyselyOf } from '../../database/database.js';
import { EmailQueued } from './email-events.js';
import { type EmailMessage, type EmailTemplate, messageIdFor } from './email-message.js';

/** An email whose outbox row was just written. */
export interface OutboxEmail {
  outboxId: string;
  message: EmailMessage;
}

/** What an email job keeps beside its outbox row: the delivery row and the `email.queued` event. */
@Injectable()
export class EmailOutbox {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Inserts the delivery rows once the outbox rows exist (same transaction); answers the events to record. */
  async queued(em: EntityManager, emails: readonly OutboxEmail[]): Promise<PendingEvent[]> {
    if (emails.length === 0) return [];
    const events = emails.map(
      ({ outboxId, message }) =>
        new EmailQueued(outboxId, {
          to: message.to,
          subject: message.subject,
          template: message.template,
          messageId: messageIdFor(outboxId, this.config.appUrl),
        }),
    );
    await kyselyOf<'email_deliveries'>(em)
      .insertInto('email_deliveries')
      .values(
        events.map(({ streamId, payload }) => ({
          outbox_id: streamId,
          recipient: payload.to,
          subject: payload.subject,
          template: payload.template,
          message_id: payload.messageId,
          status: 'queued' as const,
          attempts: 0,
          queued_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    // A new stream per email: its outbox id.
    return events.map((event) => ({ event, expectedVersion: 0 }));
  }

  /**
   * The newest email of a template queued for `to`, as it will be sent: what its reader would open
   * (the demo data follows the verification link in it, as a person signing up does).
   */
  async latestTo(em: EntityManager, to: string, template: EmailTemplate): Promise<EmailMessage | undefined> {
    const row = await kyselyOf<'outbox_messages'>(em)
      .selectFrom('outbox_messages')
      .select('payload')
      .where('job_name', '=', 'email.send')
      .where((eb) =>
        eb.and([
          eb(eb.ref('payload', '->>').key('to'), '=', to),
          eb(eb.ref('payload', '->>').key('template'), '=', template),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.payload;
  }

  /** The emails (their outbox ids, which are their audit streams) whose template context names `value`. */
  async emailsAbout(em: EntityManager, contextKey: 'applicationId', value: string): Promise<string[]> {
    const rows = await kyselyOf<'outbox_messages'>(em)
      .selectFrom('outbox_messages')
      .select('id')
      .where((eb) => {
        // payload->'context'->>key: an email job's template context.
        const context = eb.ref('payload', '->>').key('context').$castTo<Record<typeof contextKey, string>>();
        return eb(context.key(contextKey), '=', value);
      })
      .execute();
    return rows.map(({ id }) => id);
  }
}
