import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '../notifications/email/email-message.js';

/** What a valid unsubscribe token names. */
export interface UnsubscribeClaim {
  userId: string;
  category: EmailCategory;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key of the unsubscribe links, derived from a server secret under its own label, so the links
 * never share a key with what the secret signs otherwise (sessions).
 */
export function unsubscribeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('sprintboard/email-unsubscribe/v1').digest();
}

/**
 * `<user id>.<category>.<HMAC-SHA256 of both, base64url>`: no expiry (an email read a year later
 * still unsubscribes), nothing stored, the same token for the same user and category every time.
 */
export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  return `${claim.userId}.${claim.category}.${mac(key, claim)}`;
}

/** The claim of a token this server signed; undefined for a forged, altered or malformed one. */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaim | undefined {
  const [userId, category, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !category || !signature) return undefined;
  if (!UUID.test(userId) || !(EMAIL_CATEGORIES as readonly string[]).includes(category)) return undefined;
  const claim = { userId, category: category as EmailCategory };
  const expected = Buffer.from(mac(key, claim));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? claim : undefined;
}

function mac(key: Buffer, { userId, category }: UnsubscribeClaim): string {
  return createHmac('sha256', key).update(`${userId}\n${category}`).digest('base64url');
}
