/** The query parameters of /auth: where to go after signing in (spec: `redirect` wins over `next`). */
export interface AuthSearch {
  next?: string;
  redirect?: string;
}

/** Only same-site paths are accepted, so a crafted link cannot send people elsewhere after sign-in. */
export function safeLocalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return undefined;
  return value;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return { next: safeLocalPath(search.next), redirect: safeLocalPath(search.redirect) };
}
