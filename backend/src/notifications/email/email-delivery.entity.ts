import { defineEntity, p } from '@mikro-orm/core';
import { OutboxMessage } from '../outbox/outbox-message.entity.js';

export const EMAIL_DELIVERY_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'undelivered'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** What happened to one outbound email (one outbox row), updated by the email worker. */
export const EmailDelivery = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_deliveries',
  properties: {
    outbox: p
      .manyToOne(OutboxMessage)
      .primary()
      .foreignKeyName('email_deliveries_outbox_id_fkey')
      .deleteRule('no action')
      .updateRule('no action'),
    recipient: p.string(),
    subject: p.string(),
    template: p.string(),
    messageId: p.string(),
    status: p.enum(EMAIL_DELIVERY_STATUSES),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    queuedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});
