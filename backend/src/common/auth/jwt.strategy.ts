import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AuthUser, isRole } from './roles.js';
import { SessionRoleLookup } from './session-role-lookup.js';

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
    private readonly sessions: SessionRoleLookup,
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
    const role = await this.sessions.roleOf(claims.sid, claims.sub);
    if (!role || !isRole(role)) return false;
    return { id: claims.sub, role };
  }
}
