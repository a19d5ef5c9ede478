import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../database/database.js';

/** `lower(u.email) = lower(?)`: the case-insensitive match the users_email_unique index answers. */
export function emailIs(eb: ExpressionBuilder<{ u: Database['users'] }, 'u'>, email: string) {
  return eb(eb.fn<string>('lower', ['u.email']), '=', eb.fn<string>('lower', [eb.val(email)]));
}
