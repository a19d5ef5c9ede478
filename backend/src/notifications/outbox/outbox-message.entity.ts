import { defineEntity, p } from '@mikro-orm/core';
import type { JobName, JobPayloads } from '../../transactions/job.js';

/** A job to hand to the queue once the transaction that wrote it has committed. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.uuid().primary(),
    // Written only by OutboxWriter, from a typed job: the payload is the one of its job name.
    jobName: p.string().$type<JobName>(),
    payload: p.json<JobPayloads[JobName]>(),
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
