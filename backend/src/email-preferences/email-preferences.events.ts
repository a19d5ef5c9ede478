import { DomainEvent } from '../audit/domain-event.js';
import type { EmailCategory } from '../notifications/email/email-message.js';

/** On the user's own stream, so their audit history shows every change of their emails. */
const USER = 'user';

/** The user changed their switches on /profile: the categories turned off and back on. */
export class EmailPreferencesChanged extends DomainEvent<{
  turnedOff: EmailCategory[];
  turnedOn: EmailCategory[];
}> {
  static readonly TYPE = 'email_preferences.changed';
  readonly type = EmailPreferencesChanged.TYPE;
  readonly streamType = USER;
}

/**
 * The category was turned off by an email's one-click link (a mail client's RFC 8058 POST or the
 * unsubscribe page), without signing in; the actor is the user the signed link names.
 */
export class EmailUnsubscribedByLink extends DomainEvent<{ category: EmailCategory }> {
  static readonly TYPE = 'email_preferences.unsubscribed_by_link';
  readonly type = EmailUnsubscribedByLink.TYPE;
  readonly streamType = USER;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [EmailPreferencesChanged.TYPE]: EmailPreferencesChanged['payload'];
    [EmailUnsubscribedByLink.TYPE]: EmailUnsubscribedByLink['payload'];
  }
}
