import { describe, expect, it } from '@jest/globals';

import { safeLocalPath, validateAuthSearch, validateLinkTokenSearch } from './auth-search';

describe('safeLocalPath', () => {
  it.each(['/', '/profile', '/events/e1/apply', '/projects?tab=drafts#top', '/auth?next=%2Fprofile'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeLocalPath(path)).toBe(path);
    },
  );

  it.each([
    ['another site', 'https://evil.example/profile'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['an empty value', ''],
    ['a tab browsers drop, leaving //', '/\t/evil.example'],
    ['a newline browsers drop, leaving //', '/\n/evil.example'],
  ])('rejects %s', (_label, value) => {
    expect(safeLocalPath(value)).toBeUndefined();
  });

  it('rejects values that are not strings', () => {
    expect(safeLocalPath(42)).toBeUndefined();
    expect(safeLocalPath(undefined)).toBeUndefined();
    expect(safeLocalPath(['/profile'])).toBeUndefined();
  });
});

describe('validateAuthSearch', () => {
  it('keeps only safe next and redirect values', () => {
    expect(validateAuthSearch({ next: '/profile', redirect: 'https://evil.example' })).toEqual({
      next: '/profile',
      redirect: undefined,
    });
  });
});

describe('validateLinkTokenSearch', () => {
  it('reads the token, also when the router parsed an all-digit one as a number', () => {
    expect(validateLinkTokenSearch({ token: 'abc-DEF_123' })).toEqual({ token: 'abc-DEF_123' });
    expect(validateLinkTokenSearch({ token: 12345 })).toEqual({ token: '12345' });
  });

  it('has no token when it is missing or empty', () => {
    expect(validateLinkTokenSearch({})).toEqual({ token: undefined });
    expect(validateLinkTokenSearch({ token: '' })).toEqual({ token: undefined });
    expect(validateLinkTokenSearch({ token: { nested: true } })).toEqual({ token: undefined });
  });
});
