import { accessTokenExpiryOf } from './access-token-expiry.js';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('accessTokenExpiryOf', () => {
  it("reads the token's exp claim as milliseconds", () => {
    const token = `${part({ alg: 'HS256' })}.${part({ sub: 'u', exp: 1_800_000_000 })}.signature`;
    expect(accessTokenExpiryOf(`Bearer ${token}`)).toBe(1_800_000_000_000);
  });

  it('answers undefined without a bearer token or a numeric exp', () => {
    expect(accessTokenExpiryOf(undefined)).toBeUndefined();
    expect(accessTokenExpiryOf('Basic abc')).toBeUndefined();
    expect(accessTokenExpiryOf(`Bearer x.${part({ exp: 'soon' })}.y`)).toBeUndefined();
    expect(accessTokenExpiryOf('Bearer x.not-json.y')).toBeUndefined();
  });
});
