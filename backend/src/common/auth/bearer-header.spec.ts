import { isBearerTokenShaped, MAX_AUTHORIZATION_LENGTH } from './bearer-header.js';

describe('isBearerTokenShaped', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLV8';

  it('takes "Bearer", one space and three base64url parts, the scheme in any case', () => {
    expect(isBearerTokenShaped(`Bearer ${token}`)).toBe(true);
    expect(isBearerTokenShaped(`bearer ${token}`)).toBe(true);
    expect(isBearerTokenShaped(`BEARER ${token}`)).toBe(true);
  });

  it.each([
    ['no scheme', token],
    ['another scheme', `Basic ${token}`],
    ['no space', `Bearer${token}`],
    ['two spaces', `Bearer  ${token}`],
    ['a trailing space', `Bearer ${token} `],
    ['two parts', 'Bearer a.b'],
    ['four parts', 'Bearer a.b.c.d'],
    ['an empty part', 'Bearer a..c'],
    ['an empty last part', 'Bearer a.b.'],
    ['an empty first part', 'Bearer .b.c'],
    ['padding', 'Bearer a.b.c='],
    ['standard base64 characters', 'Bearer a+b.c/d.e'],
    ['a character beyond ASCII', 'Bearer a.b.cé'],
    ['nothing', ''],
  ])('refuses %s', (_, header) => {
    expect(isBearerTokenShaped(header)).toBe(false);
  });

  it('takes up to MAX_AUTHORIZATION_LENGTH characters and refuses one more', () => {
    const longest = `Bearer a.b.${'c'.repeat(MAX_AUTHORIZATION_LENGTH - 'Bearer a.b.'.length)}`;
    expect(longest).toHaveLength(MAX_AUTHORIZATION_LENGTH);
    expect(isBearerTokenShaped(longest)).toBe(true);
    expect(isBearerTokenShaped(`${longest}c`)).toBe(false);
  });
});
