import { InvalidListOptions, InvalidStorageKey } from './storage.errors.js';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, type ListOptions } from './file-storage.js';

const SEGMENT = /^[a-z0-9_.-]+$/;
/** S3's limit is 1024 bytes; file systems allow 255 per name. */
const MAX_KEY_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 200;

/** Throws InvalidStorageKey unless `key` is safe as an object key and as a relative path. */
export function assertValidKey(key: string): void {
  const problem = keyProblem(key, false);
  if (problem) throw new InvalidStorageKey(key, problem);
}

/** The same rule as a boolean (e.g. to skip foreign names when listing). */
export function isValidKey(key: string): boolean {
  return keyProblem(key, false) === undefined;
}

/** A listing prefix: '' (everything), or a key's beginning, which may end in '/'. */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  const problem = keyProblem(prefix, true);
  if (problem) throw new InvalidStorageKey(prefix, problem);
}

function keyProblem(key: string, isPrefix: boolean): string | undefined {
  if (typeof key !== 'string' || key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (key.startsWith('/')) return "it starts with '/'";
  const segments = key.split('/');
  // A prefix may end in '/' (a folder); a key may not.
  if (isPrefix && segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '') return "it has an empty segment ('//' or a trailing '/')";
    if (segment === '.' || segment === '..') return "it has a '.' or '..' segment";
    if (!SEGMENT.test(segment)) return "only a-z, 0-9, '/', '_', '.' and '-' are allowed";
    if (segment.length > MAX_SEGMENT_LENGTH) return `a segment is longer than ${MAX_SEGMENT_LENGTH} characters`;
  }
  return undefined;
}

/** The listing window, defaults applied; InvalidListOptions outside 1..100 / 0.. . */
export function listWindow(options: ListOptions = {}): { limit: number; offset: number } {
  const limit = options.limit ?? LIST_DEFAULT_LIMIT;
  const offset = options.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_MAX_LIMIT) {
    throw new InvalidListOptions(`limit must be a whole number from 1 to ${LIST_MAX_LIMIT} (got ${limit})`);
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new InvalidListOptions(`offset must be a whole number from 0 (got ${offset})`);
  }
  return { limit, offset };
}

/** Keys sort by their bytes, as S3 lists them (keys are ASCII, so code units compare the same). */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `private, max-age=N`: files follow their record's access, so shared caches must not keep them. */
export function cacheControlHeader(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new RangeError(`cacheControl must be whole seconds (got ${seconds})`);
  return `private, max-age=${seconds}`;
}

/** A Content-Disposition value with an ASCII fallback name and the exact one in RFC 5987 form. */
export function contentDisposition(disposition: 'attachment' | 'inline', downloadName?: string): string {
  if (!downloadName) return disposition;
  const fallback = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
