import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeLinkExpired } from './auth.errors.js';
import { SecureTokens } from './secure-token.js';

export type LinkPurpose = 'verify_email' | 'reset_password';

/** What users are told, and what the server enforces: one hour. */
export const LINK_VALIDITY_MS = 60 * 60 * 1000;

/** Single-use, one-hour links for email verification and password reset. */
@Injectable()
export class OneTimeLinks {
  constructor(private readonly tokens: SecureTokens) {}

  /** Issues a new link token; earlier unused ones of the same purpose stop working. */
  async issue(em: EntityManager, userId: string, purpose: LinkPurpose): Promise<string> {
    await em.execute(
      'update one_time_tokens set used_at = now() where user_id = ? and purpose = ? and used_at is null',
      [userId, purpose],
    );
    const { token, digest } = this.tokens.issue();
    await em.execute(
      'insert into one_time_tokens (id, user_id, purpose, token_digest, expires_at) values (?, ?, ?, ?, ?)',
      [randomUUID(), userId, purpose, digest, new Date(Date.now() + LINK_VALIDITY_MS)],
    );
    return token;
  }

  /** Marks the link used and returns its user, or throws when unknown, used or expired. */
  async consume(em: EntityManager, token: string, purpose: LinkPurpose): Promise<string> {
    const [row] = await em.execute<{ user_id: string }[]>(
      `update one_time_tokens set used_at = now()
       where token_digest = ? and purpose = ? and used_at is null and expires_at > now() returning user_id`,
      [this.tokens.digestOf(token), purpose],
    );
    if (!row) throw new OneTimeLinkExpired();
    return row.user_id;
  }
}
