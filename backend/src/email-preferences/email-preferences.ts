import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { EmailCategory } from '../notifications/email/email-message.js';
import { EmailPreferenceRepository } from './email-preference.repository.js';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token.js';

/**
 * The port every feature that sends a non-essential email uses (issue 30 'Preferences'):
 *
 *   const off = await preferences.optedOut(recipientIds, 'team_activity');
 *   for (const id of recipientIds) if (!off.has(id))
 *     outbox.email({ ...buildEmail(...), unsubscribe: preferences.unsubscribeFor(id, 'team_activity') });
 *
 * Account and decision emails carry no category and never ask.
 *
 * The link (`unsubscribe.url`) is `${appUrl}/api/email/unsubscribe?token=…`, one https URL for
 * both uses of it:
 * - the Mailer sends it as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`;
 *   mail clients POST `List-Unsubscribe=One-Click` to it (RFC 8058), no sign-in needed;
 * - a person who opens it in a browser (the email's footer link) is redirected to the page
 *   `/unsubscribe?token=…`, which names the category and asks for a click: a GET never unsubscribes,
 *   since mail scanners follow links.
 * `pageUrlFor` gives the page's address for whoever wants to link it directly.
 */
@Injectable()
export class EmailPreferences {
  private readonly key: Buffer;

  constructor(
    private readonly repository: EmailPreferenceRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Derived under its own label (see unsubscribeKey): no extra secret to configure, never the session key itself.
    this.key = unsubscribeKey(config.jwt.refreshSecret);
  }

  /** The users among these who turned the category off (inside a command: read in its transaction). */
  optedOut(userIds: readonly string[], category: EmailCategory): Promise<Set<string>> {
    return this.repository.optedOut(userIds, category);
  }

  /** The one-click unsubscribe link of this user and category, for the email's `unsubscribe`. */
  unsubscribeFor(userId: string, category: EmailCategory): { category: EmailCategory; url: string } {
    return { category, url: `${this.config.appUrl}/api/email/unsubscribe?token=${this.tokenFor(userId, category)}` };
  }

  /** The page that asks for the click (where a browser GET of the link lands). */
  pageUrlFor(token: string): string {
    return `${this.config.appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  tokenFor(userId: string, category: EmailCategory): string {
    return signUnsubscribeToken(this.key, { userId, category });
  }

  /** What a token names, if this server signed it. */
  claimOf(token: string): UnsubscribeClaim | undefined {
    return verifyUnsubscribeToken(this.key, token);
  }
}
