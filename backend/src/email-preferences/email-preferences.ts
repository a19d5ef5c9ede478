import { Injectable } from '@nestjs/common';
import type { EmailCategory, EmailMessage } from '../notifications/email/email-message.js';
import { EmailPreferenceRepository } from './email-preference.repository.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/**
 * The port every feature that sends a non-essential email uses (issue 30 'Preferences'):
 *
 *   const off = await preferences.optedOut(recipientIds, 'team_activity');
 *   for (const id of recipientIds) if (!off.has(id))
 *     sendEmail(tx, { ...buildEmail(...), unsubscribe: preferences.unsubscribeFor(id, 'team_activity') });
 *
 * Account and decision emails carry no category and never ask; nor does an email to an address
 * with no account (it has no preferences).
 *
 * `unsubscribe.url` is `${appUrl}/api/email/unsubscribe?token=…` (see UnsubscribeLinks): the
 * Mailer's `List-Unsubscribe` target for the RFC 8058 one-click POST, and the footer link too (a
 * browser opening it is sent on to the page /unsubscribe?token=…, which asks for the click).
 */
@Injectable()
export class EmailPreferences {
  constructor(
    private readonly repository: EmailPreferenceRepository,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** The users among these who turned the category off (inside a command: read in its transaction). */
  optedOut(userIds: readonly string[], category: EmailCategory): Promise<Set<string>> {
    return this.repository.optedOut(userIds, category);
  }

  /** The one-click unsubscribe link of this user and category, for the email's `unsubscribe`. */
  unsubscribeFor(userId: string, category: EmailCategory): { category: EmailCategory; url: string } {
    return { category, url: this.links.urlFor(userId, category) };
  }
}

/**
 * An email as its recipient's preferences have it: undefined when they turned its category off,
 * else with the category's one-click unsubscribe link. An address with no account
 * (`recipientId` undefined) has no preferences: the email goes as built, with no link.
 */
export async function underPreferences<M extends EmailMessage>(
  preferences: EmailPreferences,
  recipientId: string | undefined,
  category: EmailCategory,
  email: M,
): Promise<M | undefined> {
  if (recipientId === undefined) return email;
  if ((await preferences.optedOut([recipientId], category)).has(recipientId)) return undefined;
  return { ...email, unsubscribe: preferences.unsubscribeFor(recipientId, category) };
}
