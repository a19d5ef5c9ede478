/** The two requests issue 25 found stalling the server, each open to anyone who can sign up. */
export const ABUSE_KINDS = ['authorization', 'large-body'] as const;
export type AbuseKind = (typeof ABUSE_KINDS)[number];

export function isAbuseKind(value: string | undefined): value is AbuseKind {
  return ABUSE_KINDS.some((kind) => kind === value);
}

/** The abuse worker's first line of output. */
export const ABUSE_WORKER_STARTED = 'started';

/** Under Node's 16 KiB limit on all headers together, so it reaches the app rather than a 431. */
const LONG_HEADER = 'a'.repeat(16_000);
/** 360 kB of JSON, under the 1 MB body limit: a project with 120,000 empty images (the issue sent 480 kB, spaced). */
const LARGE_BODY = JSON.stringify({ title: 'Flood', images: Array.from({ length: 120_000 }, () => ({})) });

export function abusiveRequest(
  kind: AbuseKind,
  appUrl: string,
  authorization: string,
): { url: string; method: string; headers: Record<string, string>; body?: string } {
  switch (kind) {
    case 'authorization':
      // No sign-in needed: a public endpoint, a header without a space (passport-jwt's worst case).
      return { url: `${appUrl}/api/health`, method: 'GET', headers: { authorization: LONG_HEADER } };
    case 'large-body':
      // A signed-in participant creating a project: validated item by item before the size limit.
      return {
        url: `${appUrl}/api/projects`,
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: LARGE_BODY,
      };
  }
}
