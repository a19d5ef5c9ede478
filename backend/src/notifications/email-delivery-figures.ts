import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import type { EmailTemplate, EmailTemplates } from './email/email-message.js';

/** How the emails of one batch fared: waiting or trying, sent, given up on. */
export interface DeliveryFigures {
  queued: number;
  sent: number;
  failed: number;
}

/** A key of a template's context whose value is a string (an id), e.g. 'announcementId'. */
type ContextKey<T extends EmailTemplate> = {
  [K in keyof NonNullable<EmailTemplates[T]>]: NonNullable<EmailTemplates[T]>[K] extends string ? K : never;
}[keyof NonNullable<EmailTemplates[T]>] &
  string;

/**
 * The read port of email deliveries for features that send many emails of one template (an
 * announcement's): the delivery statuses of its emails, counted per value of a context key.
 */
@Injectable()
export class EmailDeliveryFigures {
  constructor(private readonly em: EntityManager) {}

  /** Figures per value (each value asked for has an entry, zeros when it sent nothing). */
  async byContext<T extends EmailTemplate>(
    template: T,
    contextKey: ContextKey<T>,
    values: readonly string[],
  ): Promise<Map<string, DeliveryFigures>> {
    const figures = new Map(values.map((value) => [value, { queued: 0, sent: 0, failed: 0 }]));
    if (values.length === 0) return figures;
    const db = kyselyOf<'outbox_messages' | 'email_deliveries'>(this.em);
    // A literal, not a parameter: the grouped expression must read the same as the selected one.
    const key = sql<string>`o.payload -> 'context' ->> ${sql.lit(contextKey)}`;
    const rows = await db
      .selectFrom('outbox_messages as o')
      .innerJoin('email_deliveries as d', 'd.outbox_id', 'o.id')
      .select([key.as('value'), 'd.status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('o.job_name', '=', 'email.send')
      .where(sql<string>`o.payload ->> 'template'`, '=', template)
      .where(key, 'in', [...values])
      .groupBy([key, 'd.status'])
      .execute();
    for (const row of rows) {
      const entry = figures.get(row.value);
      if (!entry) continue;
      const n = Number(row.n);
      switch (row.status) {
        case 'sent':
          entry.sent += n;
          break;
        case 'undelivered':
          entry.failed += n;
          break;
        case 'queued':
        case 'sending':
        case 'retrying':
          entry.queued += n;
          break;
      }
    }
    return figures;
  }
}
