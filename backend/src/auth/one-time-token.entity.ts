import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const LINK_PURPOSES = ['verify_email', 'reset_password'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** A single-use emailed link (email verification, password reset); only its keyed digest is stored. */
export const OneTimeToken = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_tokens',
  properties: {
    id: p.uuid().primary(),
    user: p.manyToOne(User).deleteRule('cascade').foreignKeyName('one_time_tokens_user_id_fkey'),
    purpose: p.enum(LINK_PURPOSES),
    tokenDigest: p.string().columnType('char(64)'),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'one_time_tokens_token_digest_key', properties: ['tokenDigest'] }],
  indexes: [{ name: 'one_time_tokens_user_index', properties: ['user', 'purpose'] }],
});
