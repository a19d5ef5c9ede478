const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const TLD = /^([a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i;
// A scheme such as `https://` (or `ftp://`); a value without one is an address typed the short way.
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The server's rule (class-validator isUrl with http/https and the protocol required): an http(s)
 * address written with its scheme, whose host is an IP address or a name ending in a real TLD.
 */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  const ip = IPV4.exec(host);
  if (ip) return ip.slice(1).every((part) => Number(part) <= 255);
  if (host.startsWith('[')) return true;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  return TLD.test(labels[labels.length - 1] ?? '');
}

/**
 * An optional address as people type it, the way the server stores it: trimmed, null when blank,
 * and `https://` in front of one written without a scheme (`linkedin.com/in/jane`).
 */
export function toWebUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
}
