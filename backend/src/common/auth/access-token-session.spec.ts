import { accessTokenSessionOf } from './access-token-session.js';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('accessTokenSessionOf', () => {
  it("reads the token's sid claim", () => {
    const token = `${part({ alg: 'HS256' })}.${part({ sub: 'u', sid: 'session-1' })}.signature`;
    expect(accessTokenSessionOf(`Bearer ${token}`)).toBe('session-1');
  });

  it('answers undefined without a bearer token or a string sid', () => {
    expect(accessTokenSessionOf(undefined)).toBeUndefined();
    expect(accessTokenSessionOf('Basic abc')).toBeUndefined();
    expect(accessTokenSessionOf(`Bearer x.${part({ sid: 7 })}.y`)).toBeUndefined();
    expect(accessTokenSessionOf(`Bearer x.${Buffer.from('null').toString('base64url')}.y`)).toBeUndefined();
    expect(accessTokenSessionOf('Bearer x.not-json.y')).toBeUndefined();
  });
});
