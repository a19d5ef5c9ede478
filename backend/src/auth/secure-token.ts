import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or cookie; only its digest is stored. */
export function newSecureToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestOf(token) };
}

export function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
