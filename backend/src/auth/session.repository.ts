import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

export interface NewSession {
  id: string;
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string;
}

/** Sessions and their refresh tokens: one aggregate, revoked and rotated together. */
@Injectable()
export class SessionRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(session: NewSession): Promise<void> {
    await this.db()
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        expires_at: session.expiresAt,
        user_agent: session.userAgent,
        ip: session.ip,
      })
      .execute();
  }

  async addRefreshToken(id: string, sessionId: string, tokenDigest: string): Promise<void> {
    await this.db()
      .insertInto('refresh_tokens')
      .values({ id, session_id: sessionId, token_digest: tokenDigest })
      .execute();
  }

  /** Marks an unspent refresh token spent; its session, or undefined when unknown or already spent. */
  async spendRefreshToken(tokenDigest: string): Promise<string | undefined> {
    const spent = await this.db()
      .updateTable('refresh_tokens')
      .set((eb) => ({ used_at: eb.fn<Date>('now') }))
      .where('token_digest', '=', tokenDigest)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    return spent?.session_id;
  }

  /** The session of a refresh token that was already spent (a replay). */
  async sessionOfSpentToken(tokenDigest: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_digest', '=', tokenDigest)
      .where('used_at', 'is not', null)
      .executeTakeFirst();
    return row?.session_id;
  }

  /** The user of any refresh token, spent or not, whatever the state of its session. */
  async userOfRefreshToken(tokenDigest: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select('s.user_id')
      .where('t.token_digest', '=', tokenDigest)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Records the use of a session that is neither revoked nor expired; undefined otherwise. */
  async touchActive(sessionId: string): Promise<{ userId: string; expiresAt: Date } | undefined> {
    const row = await this.db()
      .updateTable('sessions')
      .set((eb) => ({ last_used_at: eb.fn<Date>('now') }))
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb('expires_at', '>', eb.fn<Date>('now')))
      .returning(['user_id as userId', 'expires_at as expiresAt'])
      .executeTakeFirst();
    // Timestamps arrive as PostgreSQL's text (MikroORM's pg type parsers), whatever Kysely's type says.
    return row && { userId: row.userId, expiresAt: new Date(row.expiresAt) };
  }

  /** Revokes a session still in force; its user, or undefined when it was revoked already. */
  async revoke(sessionId: string, reason: string): Promise<string | undefined> {
    const revoked = await this.db()
      .updateTable('sessions')
      .set((eb) => ({ revoked_at: eb.fn<Date>('now'), revoked_reason: reason }))
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return revoked?.user_id;
  }

  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.db()
      .updateTable('sessions')
      .set((eb) => ({ revoked_at: eb.fn<Date>('now'), revoked_reason: reason }))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** How many sessions the user ever started, revoked ones included, counted up to `limit`. */
  async countOfUser(userId: string, limit: number): Promise<number> {
    const rows = await this.db()
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .limit(limit)
      .execute();
    return rows.length;
  }

  private db() {
    return kyselyOf<'sessions' | 'refresh_tokens'>(this.em);
  }
}
