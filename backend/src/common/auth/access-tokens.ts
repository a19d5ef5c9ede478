import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AccessTokenClaims } from './jwt.strategy.js';
import type { AuthUser } from './roles.js';

/** Issues the short-lived access tokens that JwtStrategy accepts. */
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
}
