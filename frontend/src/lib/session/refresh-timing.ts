/** How often the client looks at the access token's expiry. */
export const REFRESH_CHECK_INTERVAL_MS = 30_000;

/** Three checks' worth of time: even a late timer tick renews the token before it lapses. */
export const REFRESH_MARGIN_MS = 3 * REFRESH_CHECK_INTERVAL_MS;

/** Whether the access token expiring at `expiresAt` (ISO) should be renewed at `now` (ms). */
export function shouldRefresh(expiresAt: string, now: number): boolean {
  const expiry = Date.parse(expiresAt);
  // An unreadable expiry cannot be trusted: renewing is always safe.
  if (Number.isNaN(expiry)) return true;
  return expiry - now <= REFRESH_MARGIN_MS;
}
