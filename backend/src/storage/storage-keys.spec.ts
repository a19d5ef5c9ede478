import { formatBytes } from './storage.errors.js';
import {
  assertValidKey,
  assertValidPrefix,
  cacheControlHeader,
  contentDisposition,
  listWindow,
} from './storage-keys.js';

describe('storage keys', () => {
  it.each(['decks/0b9e2c1a/v1.pdf', 'a', 'avatars/u_1/display-640.webp', 'x/.hidden', 'a/..b/c'])(
    'accepts %j',
    (key) => {
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );

  it.each([
    '',
    '/a',
    'a/',
    'a//b',
    '..',
    'a/../b',
    './a',
    'A',
    'a b',
    'a\\b',
    'a~b',
    'é',
    'a'.repeat(1025),
    `${'b'.repeat(201)}/c`,
  ])('refuses %j', (key) => {
    expect(() => assertValidKey(key)).toThrow(/^Invalid storage key: /);
  });

  it('allows a listing prefix to be empty or end in a slash', () => {
    expect(() => assertValidPrefix('')).not.toThrow();
    expect(() => assertValidPrefix('decks/')).not.toThrow();
    expect(() => assertValidPrefix('decks/d')).not.toThrow();
    expect(() => assertValidPrefix('/')).toThrow();
    expect(() => assertValidPrefix('../')).toThrow();
  });

  it('lists 100 from offset 0 by default and at most 100', () => {
    expect(listWindow()).toEqual({ limit: 100, offset: 0 });
    expect(listWindow({ limit: 1, offset: 250 })).toEqual({ limit: 1, offset: 250 });
    expect(() => listWindow({ limit: 101 })).toThrow('limit must be a whole number from 1 to 100 (got 101)');
    expect(() => listWindow({ offset: -1 })).toThrow('offset must be a whole number from 0 (got -1)');
  });

  it('writes cache control and content disposition headers', () => {
    expect(cacheControlHeader(3600)).toBe('private, max-age=3600');
    expect(contentDisposition('attachment')).toBe('attachment');
    expect(contentDisposition('attachment', 'Pitch "deck" ü.pdf')).toBe(
      `attachment; filename="Pitch _deck_ _.pdf"; filename*=UTF-8''Pitch%20%22deck%22%20%C3%BC.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).png")).toBe(
      `inline; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });

  it('says sizes the way limits are written', () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10)).toBe('10 bytes');
  });
});
