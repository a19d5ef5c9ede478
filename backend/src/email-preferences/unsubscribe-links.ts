import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { EmailCategory } from '../notifications/email/email-message.js';
import {
  signUnsubscribeToken,
  unsubscribeKey,
  verifyUnsubscribeToken,
  type UnsubscribeClaim,
} from './unsubscribe-token.js';

/**
 * The one-click unsubscribe links: `${appUrl}/api/email/unsubscribe?token=…`, one https URL for
 * both uses of it:
 * - the Mailer sends it as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`;
 *   mail clients POST `List-Unsubscribe=One-Click` to it (RFC 8058), no sign-in needed;
 * - a person who opens it in a browser (the email's footer link) is redirected (303) to the page
 *   `/unsubscribe?token=…`, which names the category and asks for a click: a GET never
 *   unsubscribes, since mail scanners follow links.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // Derived under its own label (see unsubscribeKey): no extra secret to configure, and never
    // the session key itself. Rotating JWT_REFRESH_SECRET voids the links of emails already sent.
    this.key = unsubscribeKey(config.jwt.refreshSecret);
  }

  urlFor(userId: string, category: EmailCategory): string {
    return `${this.config.appUrl}/api/email/unsubscribe?token=${signUnsubscribeToken(this.key, { userId, category })}`;
  }

  /** The page that asks for the click (where a browser opening the link lands). */
  pageUrlFor(token: string): string {
    return `${this.config.appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** What a token names, if this server signed it. */
  claimOf(token: string): UnsubscribeClaim | undefined {
    return verifyUnsubscribeToken(this.key, token);
  }
}
