import { defineEntity, p } from '@mikro-orm/core';
import { Session } from './session.entity.js';

/** One refresh token of a session; only its keyed digest is stored, and each is spent once. */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary(),
    session: p.manyToOne(Session).deleteRule('cascade').foreignKeyName('refresh_tokens_session_id_fkey'),
    tokenDigest: p.string().columnType('char(64)'),
    createdAt: p.datetime().defaultRaw('now()'),
    usedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'refresh_tokens_token_digest_key', properties: ['tokenDigest'] }],
});
