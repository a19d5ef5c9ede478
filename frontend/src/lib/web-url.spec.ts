import { describe, expect, it } from '@jest/globals';

import { isWebUrl, toWebUrl } from './web-url';

describe('isWebUrl', () => {
  it('accepts http and https addresses with a real host', () => {
    expect(isWebUrl('https://example.com')).toBe(true);
    expect(isWebUrl('http://demo.example.co.uk/path?x=1')).toBe(true);
    expect(isWebUrl('https://127.0.0.1:8080/')).toBe(true);
  });

  it('refuses what the server refuses', () => {
    expect(isWebUrl('example.com')).toBe(false);
    expect(isWebUrl('ftp://example.com')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('https://localhost')).toBe(false);
    expect(isWebUrl('https://exa mple.com')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });
});

describe('toWebUrl', () => {
  it('puts https:// in front of an address typed without a scheme, as the server does', () => {
    expect(toWebUrl(' linkedin.com/in/jane ')).toBe('https://linkedin.com/in/jane');
    expect(toWebUrl('//www.linkedin.com/in/jane')).toBe('https://www.linkedin.com/in/jane');
  });

  it('keeps a scheme that is there and sends blank as null', () => {
    expect(toWebUrl('http://linkedin.com/in/jane')).toBe('http://linkedin.com/in/jane');
    expect(toWebUrl('ftp://linkedin.com/in/jane')).toBe('ftp://linkedin.com/in/jane');
    expect(toWebUrl('   ')).toBeNull();
  });

  it('leaves a value that is no address invalid after the prefix', () => {
    expect(isWebUrl(toWebUrl('not a url') ?? '')).toBe(false);
    expect(isWebUrl(toWebUrl('jane') ?? '')).toBe(false);
    expect(isWebUrl(toWebUrl('javascript:alert(1)') ?? '')).toBe(false);
  });
});
