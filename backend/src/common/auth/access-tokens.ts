import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AuthUser } from './roles.js';

export interface AccessTokenClaims {
  sub: string;
  role: string;
  /** The session the token belongs to: signing out revokes it at once, not when the token expires. */
  sid: string;
}

/** Issues the short-lived access tokens (HS256 JWTs) and checks the ones callers present. */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(user: AuthUser, sessionId: string): Promise<string> {
    return this.jwt.signAsync({ sub: user.id, role: user.role, sid: sessionId } satisfies AccessTokenClaims, {
      secret: this.config.jwt.accessSecret,
      algorithm: 'HS256',
      expiresIn: this.config.jwt.accessTtlSeconds,
    });
  }

  /**
   * The claims of a token this app signed that has not expired, else undefined. Only HS256 is
   * accepted (never `none` or another algorithm named by the token itself); the signature is
   * compared in constant time, as the exact text it must be.
   */
  verify(token: string): AccessTokenClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts;
    const expected = Buffer.from(
      createHmac('sha256', this.config.jwt.accessSecret).update(`${header}.${payload}`).digest('base64url'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (decodeJson(header)?.alg !== 'HS256') return undefined;
    const claims = decodeJson(payload);
    const now = Math.floor(Date.now() / 1000);
    if (!claims || typeof claims.exp !== 'number' || now >= claims.exp) return undefined;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return undefined;
    const { sub, role, sid } = claims;
    if (typeof sub !== 'string' || typeof role !== 'string' || typeof sid !== 'string') return undefined;
    return { sub, role, sid };
  }
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
