import { defineEntity, p } from '@mikro-orm/core';

/** A job to hand to the queue once the transaction that wrote it has committed. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.uuid().primary(),
    jobName: p.string(),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().defaultRaw('now()'),
    publishedAt: p.datetime().nullable(),
    publishAttempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
  indexes: [
    {
      name: 'outbox_messages_pending_index',
      expression:
        'create index outbox_messages_pending_index on outbox_messages (created_at, id) where published_at is null',
    },
  ],
});
