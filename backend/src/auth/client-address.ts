import { isIP } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The key per-address limits count under. One IPv6 subscriber usually gets a whole /64, so a
 * limit per IPv6 address would give each of them billions of fresh counters: they share their /64.
 */
export function addressKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped) return mapped[1];
  if (isIP(ip.split('%')[0]) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  let text = ip.split('%')[0].toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
