import { describe, expect, it } from '@jest/globals';

import { linkTokenOf } from './link-token';

describe('linkTokenOf', () => {
  it('takes the token from the fragment of new links', () => {
    expect(linkTokenOf('#token=abc_DEF-1', undefined)).toBe('abc_DEF-1');
  });

  it('prefers the fragment, and still accepts the query of older links', () => {
    expect(linkTokenOf('#token=new', 'old')).toBe('new');
    expect(linkTokenOf('', 'old')).toBe('old');
    expect(linkTokenOf('#other=1', 'old')).toBe('old');
  });

  it('has none when neither carries one', () => {
    expect(linkTokenOf('', undefined)).toBeUndefined();
    expect(linkTokenOf('#token=', undefined)).toBeUndefined();
  });
});
