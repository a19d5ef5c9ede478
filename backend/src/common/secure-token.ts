import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * Random tokens for links and refresh cookies. Only a keyed digest (HMAC with JWT_REFRESH_SECRET)
 * is stored, so a copy of the database alone cannot be matched against tokens.
 */
@Injectable()
export class SecureTokens {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  issue(): { token: string; digest: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, digest: this.digestOf(token) };
  }

  digestOf(token: string): string {
    return createHmac('sha256', this.config.jwt.refreshSecret).update(token).digest('hex');
  }
}
