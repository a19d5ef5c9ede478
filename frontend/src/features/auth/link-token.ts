/**
 * The token of an emailed link. New emails put it in the fragment (`#token=...`), which browsers
 * never send to a server, so it stays out of request logs and Referer headers; emails sent before
 * that carry it in the query, which still works for now.
 */
export function linkTokenOf(hash: string, queryToken: string | undefined): string | undefined {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return fromHash || queryToken;
}
