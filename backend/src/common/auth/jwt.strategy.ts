import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
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

export const JWT_STRATEGY = 'jwt';

/**
 * Each app's strategy lives in a passport of its own: the default passport is one registry per
 * process, where a second app (integration tests start several) would take over the first's
 * strategy, its secret and its database.
 */
const passports = new WeakMap<object, passport.Authenticator>();

/**
 * Reads the short-lived access token of the Authorization header. The role comes from the
 * database, not the token, so a role change or a sign-out applies on the very next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject: handed a string, jsonwebtoken first tries (and fails) to parse it as a public
      // key on every request, a measurable share of each authenticated call.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.accessSecret)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Called by the PassportStrategy mixin to register this strategy, and by the guard to use it. */
  getPassportInstance(): passport.Authenticator {
    let own = passports.get(this);
    if (!own) {
      own = new passport.Authenticator();
      passports.set(this, own);
    }
    return own;
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return false;
    // Every signed-in request asks this: a named statement is parsed and planned once per pooled
    // connection, not on each request.
    const pool = await this.em.getConnection().getNativeClient();
    const { rows } = await pool.query<{ role: string }>({
      name: 'access-session-role',
      text: SESSION_ROLE_SQL,
      values: [claims.sid, claims.sub],
    });
    const role = rows[0]?.role;
    if (!role || !isRole(role)) return false;
    return { id: claims.sub, role };
  }
}

const SESSION_ROLE_SQL = `select r.role from sessions s join user_roles r on r.user_id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()`;
