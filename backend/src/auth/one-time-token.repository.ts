import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { LinkPurpose } from './one-time-token.entity.js';

export interface NewOneTimeToken {
  id: string;
  userId: string;
  purpose: LinkPurpose;
  tokenDigest: string;
  expiresAt: Date;
}

/** The single-use emailed links (email verification, password reset). */
@Injectable()
export class OneTimeTokenRepository {
  constructor(private readonly em: EntityManager) {}

  /** Spends every unused token of the user for this purpose, so only the next one works. */
  async spendUnused(userId: string, purpose: LinkPurpose): Promise<void> {
    await this.db()
      .updateTable('one_time_tokens')
      .set((eb) => ({ used_at: eb.fn<Date>('now') }))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  async insert(token: NewOneTimeToken): Promise<void> {
    await this.db()
      .insertInto('one_time_tokens')
      .values({
        id: token.id,
        user_id: token.userId,
        purpose: token.purpose,
        token_digest: token.tokenDigest,
        expires_at: token.expiresAt,
      })
      .execute();
  }

  /** Whether an unused, unexpired token with this digest exists (it stays unused). */
  async isUsable(tokenDigest: string, purpose: LinkPurpose): Promise<boolean> {
    const row = await this.db()
      .selectFrom('one_time_tokens')
      .select('id')
      .where('token_digest', '=', tokenDigest)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where((eb) => eb('expires_at', '>', eb.fn<Date>('now')))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Spends an unused, unexpired token; its user, or undefined when there is no such token. */
  async spend(tokenDigest: string, purpose: LinkPurpose): Promise<string | undefined> {
    const row = await this.db()
      .updateTable('one_time_tokens')
      .set((eb) => ({ used_at: eb.fn<Date>('now') }))
      .where('token_digest', '=', tokenDigest)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where((eb) => eb('expires_at', '>', eb.fn<Date>('now')))
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  private db() {
    return kyselyOf<'one_time_tokens'>(this.em);
  }
}
