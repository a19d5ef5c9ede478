import { defineEntity, p } from '@mikro-orm/core';

/**
 * A signed chain head: the hash of the event at `position`, with an HMAC the database cannot make
 * (the key lives in the app's configuration only). Kept outside `domain_events`, so removing the
 * newest events there leaves a checkpoint pointing past the end. Written by AuditCheckpoints only.
 */
export const AuditCheckpoint = defineEntity({
  name: 'AuditCheckpoint',
  tableName: 'audit_checkpoints',
  properties: {
    position: p.bigint('number').primary().autoincrement(false),
    hash: p.string().length(64),
    mac: p.string().length(64),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
