import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessTokens } from '../common/auth/access-tokens.js';
import type { AuthUser } from '../common/auth/roles.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SessionExpired } from './auth.errors.js';
import { SecureTokens } from './secure-token.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedSession {
  sessionId: string;
  user: AuthUser;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * A session is a family of refresh tokens. Each refresh spends its token and issues the next;
 * presenting a spent token again means it was stolen or replayed, so the whole family is revoked.
 */
@Injectable()
export class Sessions {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly tokens: SecureTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(em: EntityManager, user: AuthUser, client: ClientInfo): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const refreshExpiresAt = new Date(Date.now() + this.config.jwt.refreshTtlDays * 24 * 3600 * 1000);
    await em.execute('insert into sessions (id, user_id, expires_at, user_agent, ip) values (?, ?, ?, ?, ?)', [
      sessionId,
      user.id,
      refreshExpiresAt,
      client.userAgent?.slice(0, 500) ?? null,
      client.ip.slice(0, 64),
    ]);
    return this.issue(em, sessionId, user, refreshExpiresAt);
  }

  /** Spends a refresh token and issues the next one of the same session. */
  async rotate(em: EntityManager, refreshToken: string): Promise<IssuedSession> {
    const digest = this.tokens.digestOf(refreshToken);
    const [spent] = await em.execute<{ session_id: string }[]>(
      'update refresh_tokens set used_at = now() where token_digest = ? and used_at is null returning session_id',
      [digest],
    );
    if (!spent) throw new SessionExpired();
    const [session] = await em.execute<{ user_id: string; expires_at: string; role: AuthUser['role'] }[]>(
      `select s.user_id, s.expires_at, r.role from sessions s join user_roles r on r.user_id = s.user_id
       where s.id = ? and s.revoked_at is null and s.expires_at > now()`,
      [spent.session_id],
    );
    if (!session) throw new SessionExpired();
    await em.execute('update sessions set last_used_at = now() where id = ?', [spent.session_id]);
    return this.issue(em, spent.session_id, { id: session.user_id, role: session.role }, new Date(session.expires_at));
  }

  /** A spent token presented again: revoke its whole session family. */
  async revokeIfReplayed(em: EntityManager, refreshToken: string): Promise<void> {
    const [replayed] = await em.execute<{ session_id: string }[]>(
      'select session_id from refresh_tokens where token_digest = ? and used_at is not null',
      [this.tokens.digestOf(refreshToken)],
    );
    if (replayed) await this.revokeSession(em, replayed.session_id, 'token_reuse');
  }

  async revokeSession(em: EntityManager, sessionId: string, reason: string): Promise<void> {
    await em.execute('update sessions set revoked_at = now(), revoked_reason = ? where id = ? and revoked_at is null', [
      reason,
      sessionId,
    ]);
  }

  /** Signs the user out everywhere ("global scope"). */
  async revokeAllOfUser(em: EntityManager, userId: string, reason: string): Promise<void> {
    await em.execute(
      'update sessions set revoked_at = now(), revoked_reason = ? where user_id = ? and revoked_at is null',
      [reason, userId],
    );
  }

  async userOfRefreshToken(em: EntityManager, refreshToken: string): Promise<string | undefined> {
    const [row] = await em.execute<{ user_id: string }[]>(
      'select s.user_id from refresh_tokens t join sessions s on s.id = t.session_id where t.token_digest = ?',
      [this.tokens.digestOf(refreshToken)],
    );
    return row?.user_id;
  }

  private async issue(
    em: EntityManager,
    sessionId: string,
    user: AuthUser,
    refreshExpiresAt: Date,
  ): Promise<IssuedSession> {
    const { token, digest } = this.tokens.issue();
    await em.execute('insert into refresh_tokens (id, session_id, token_digest) values (?, ?, ?)', [
      randomUUID(),
      sessionId,
      digest,
    ]);
    const accessToken = await this.accessTokens.sign(user, sessionId);
    return {
      sessionId,
      user,
      accessToken,
      accessExpiresAt: new Date(Date.now() + this.config.jwt.accessTtlSeconds * 1000),
      refreshToken: token,
      refreshExpiresAt,
    };
  }
}
