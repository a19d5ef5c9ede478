import { defineEntity, p } from '@mikro-orm/core';
import { EMAIL_CATEGORIES } from '../notifications/email/email-message.js';
import { User } from '../users/user.entity.js';

/**
 * One row per user and email category they turned off (issue 30 'Preferences'). No row: the
 * category is on (the default); turning it back on deletes the row.
 */
export const EmailOptOut = defineEntity({
  name: 'EmailOptOut',
  tableName: 'email_opt_outs',
  properties: {
    user: p.manyToOne(User).primary().deleteRule('cascade').foreignKeyName('email_opt_outs_user_id_fkey'),
    category: p.enum(EMAIL_CATEGORIES).primary(),
    /** 'profile' (the settings on /profile) or 'link' (an email's one-click unsubscribe). */
    source: p.enum(['profile', 'link'] as const),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
