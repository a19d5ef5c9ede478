import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A signed-in browser: a family of refresh tokens, revoked all at once. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('sessions_user_id_fkey'),
    createdAt: p.datetime().defaultRaw('now()'),
    lastUsedAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().length(50).nullable(),
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
  },
  indexes: [
    {
      name: 'sessions_user_index',
      expression: 'create index sessions_user_index on sessions (user_id) where revoked_at is null',
    },
  ],
});
