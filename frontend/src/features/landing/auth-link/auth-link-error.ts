/** Why a one-time email link (verification, sign-in) sent the visitor back to `/`. */
export type AuthLinkError = 'expired' | 'invalid';

export const AUTH_LINK_ERROR_MESSAGES: Record<AuthLinkError, string> = {
  expired: 'Verification link has expired. Please request a new one.',
  invalid: 'Verification link is invalid. Please request a new one.',
};

/** How long the message stays, in seconds. */
export const AUTH_LINK_ERROR_SECONDS = 8;

/**
 * Reads the error the auth service appends to the URL hash, e.g.
 * `#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`.
 * In-page anchors such as `#apply` are not errors.
 */
export function readAuthLinkError(hash: string): AuthLinkError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error_code') === 'otp_expired') return 'expired';
  if (params.has('error') || params.has('error_code')) return 'invalid';
  return null;
}
