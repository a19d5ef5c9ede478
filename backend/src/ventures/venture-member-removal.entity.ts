import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Venture } from './venture.entity.js';
import { REASON_MAX } from './venture-rules.js';

/** Someone who was on one of the venture's teams but is no longer one of its members. */
export const VentureMemberRemoval = defineEntity({
  name: 'VentureMemberRemoval',
  tableName: 'venture_member_removals',
  properties: {
    venture: p
      .manyToOne(Venture)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('venture_member_removals_venture_id_fkey'),
    user: p
      .manyToOne(User)
      .primary()
      .deleteRule('cascade')
      .updateRule('no action')
      .foreignKeyName('venture_member_removals_user_id_fkey'),
    removedBy: p
      .manyToOne(User)
      .fieldName('removed_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('venture_member_removals_removed_by_fkey'),
    reason: p.string().length(REASON_MAX).nullable(),
    removedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'venture_member_removals_user_index', properties: ['user'] }],
});
