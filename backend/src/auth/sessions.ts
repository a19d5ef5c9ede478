import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens } from '../common/auth/access-tokens.js';
import type { AuthUser } from '../common/auth/roles.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UserRoleRepository } from '../users/user-role.repository.js';
import { SessionExpired } from './auth.errors.js';
import { SecureTokens } from '../common/secure-token.js';
import { SessionRepository } from './session.repository.js';

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
 * Call inside a command: the writes are the command's.
 */
@Injectable()
export class Sessions {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly tokens: SecureTokens,
    private readonly sessions: SessionRepository,
    private readonly roles: UserRoleRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(user: AuthUser, client: ClientInfo): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const refreshExpiresAt = new Date(Date.now() + this.config.jwt.refreshTtlDays * 24 * 3600 * 1000);
    await this.sessions.insert({
      id: sessionId,
      userId: user.id,
      expiresAt: refreshExpiresAt,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip.slice(0, 64),
    });
    return this.issue(sessionId, user, refreshExpiresAt);
  }

  /** Spends a refresh token and issues the next one of the same session. */
  async rotate(refreshToken: string): Promise<IssuedSession> {
    const sessionId = await this.sessions.spendRefreshToken(this.tokens.digestOf(refreshToken));
    if (!sessionId) throw new SessionExpired();
    const session = await this.sessions.touchActive(sessionId);
    if (!session) throw new SessionExpired();
    const role = await this.roles.roleOf(session.userId);
    if (!role) throw new SessionExpired();
    return this.issue(sessionId, { id: session.userId, role }, session.expiresAt);
  }

  /**
   * A spent token presented again: revoke its whole session family. Answers the session it revoked
   * now (none when the token is not a spent one, or its session was revoked already).
   */
  async revokeIfReplayed(refreshToken: string): Promise<{ sessionId: string; userId: string } | undefined> {
    const replayed = await this.sessions.sessionOfSpentToken(this.tokens.digestOf(refreshToken));
    if (!replayed) return undefined;
    const userId = await this.sessions.revoke(replayed, 'token_reuse');
    return userId ? { sessionId: replayed, userId } : undefined;
  }

  /** Signs the user out everywhere ("global scope"). */
  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, reason);
  }

  userOfRefreshToken(refreshToken: string): Promise<string | undefined> {
    return this.sessions.userOfRefreshToken(this.tokens.digestOf(refreshToken));
  }

  private async issue(sessionId: string, user: AuthUser, refreshExpiresAt: Date): Promise<IssuedSession> {
    const { token, digest } = this.tokens.issue();
    await this.sessions.addRefreshToken(randomUUID(), sessionId, digest);
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
