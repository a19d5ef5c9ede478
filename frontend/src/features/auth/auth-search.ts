/** The query parameters of /auth: where to go after signing in (spec: `redirect` wins over `next`). */
export interface AuthSearch {
  next?: string;
  redirect?: string;
}

/** Only same-site paths are accepted, so a crafted link cannot send people elsewhere after sign-in. */
export function safeLocalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return undefined;
  // Browsers drop tabs and newlines from URLs, which would turn '/\t/evil.example' into '//evil.example'.
  if (/\p{Cc}/u.test(value)) return undefined;
  return value;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return { next: safeLocalPath(search.next), redirect: safeLocalPath(search.redirect) };
}

/** The query of an emailed link's page: `?token=...` in emails sent before the token moved to the fragment. */
export interface LinkTokenSearch {
  token?: string;
}

export function validateLinkTokenSearch(search: Record<string, unknown>): LinkTokenSearch {
  const { token } = search;
  // The router parses query values as JSON where it can, so an all-digit token arrives as a number.
  if (typeof token === 'number' && Number.isFinite(token)) return { token: String(token) };
  return { token: typeof token === 'string' && token.length > 0 ? token : undefined };
}
