import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AuthUser, isRole } from './roles.js';

export interface AccessTokenClaims {
  sub: string;
  role: string;
  /** The session the token belongs to: signing out revokes it at once, not when the token expires. */
  sid: string;
}

/**
 * Reads the short-lived access token of the Authorization header. The role comes from the
 * database, not the token, so a role change or a sign-out applies on the very next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: for a string, jsonwebtoken first tries (and fails) to parse a
      // public key on every request, an exception per verification. The types predate KeyObject.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.accessSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return false;
    const [row] = await this.em.fork().execute<{ role: string }[]>(
      `select r.role from sessions s join user_roles r on r.user_id = s.user_id
       where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now()`,
      [claims.sid, claims.sub],
    );
    if (!row || !isRole(row.role)) return false;
    return { id: claims.sub, role: row.role };
  }
}
