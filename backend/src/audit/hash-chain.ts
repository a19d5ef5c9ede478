import { createHash } from 'node:crypto';

/** The previous hash of the very first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an event's hash covers, besides the previous hash. */
export interface HashedContent {
  streamType: string;
  streamId: string;
  version: number;
  type: string;
  payload: unknown;
  actorId: string | null;
  occurredAt: string;
}

/** JSON with object keys sorted at every depth, so equal content always gives equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The canonical JSON of `content` up to its version, which the database appends (with the closing
 * brace) once it knows it: `version` sorts last among the keys.
 */
export function canonicalJsonBeforeVersion(content: Omit<HashedContent, 'version'>): string {
  const text = canonicalJson({ ...content, version: 0 });
  const tail = '"version":0}';
  if (!text.endsWith(tail)) throw new Error('version must be the last key of the hashed content');
  return text.slice(0, -'0}'.length);
}

export function chainHash(prevHash: string, content: HashedContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}

const SECRET_KEY = /pass(word)?|secret|token|hash|otp|credential/i;

/**
 * Event payloads are kept forever and shown to staff: refuse any key that looks like it holds
 * a secret, so a careless command fails in tests instead of leaking into the audit trail.
 */
export function findSecretKeys(payload: unknown, path = ''): string[] {
  if (payload === null || typeof payload !== 'object') return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (SECRET_KEY.test(key)) found.push(here);
    found.push(...findSecretKeys(value, here));
  }
  return found;
}
