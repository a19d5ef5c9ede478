import { createHmac } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokens } from './access-tokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const config = { jwt: { accessSecret: SECRET, accessTtlSeconds: 900 } } as AppConfig;
const tokens = new AccessTokens(new JwtService({}), config);
const user = { id: '7f1d2c3b-0000-4000-8000-000000000001', role: 'admin' as const };

/** A token with any header and claims, signed with `secret`. */
function forge(header: object, claims: object, secret = SECRET): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const claims = { sub: user.id, role: 'admin', sid: 'session-1' };

describe('AccessTokens', () => {
  it('verifies what it signs', async () => {
    expect(tokens.verify(await tokens.sign(user, 'session-1'))).toEqual(claims);
  });

  it('refuses a changed payload or signature, another secret, and garbage', async () => {
    const [header, payload, signature] = (await tokens.sign(user, 'session-1')).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, role: 'owner', exp: now() + 60 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
    expect(tokens.verify(`${header}.${payload}`)).toBeUndefined();
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, exp: now() + 60 }, 'another-secret'))).toBeUndefined();
    for (const junk of ['', 'a.b.c', '...', 'x'.repeat(300)]) expect(tokens.verify(junk)).toBeUndefined();
  });

  it('accepts HS256 only, whatever the token says', () => {
    const body = { ...claims, exp: now() + 60 };
    expect(tokens.verify(forge({ alg: 'HS256', typ: 'JWT' }, body))).toEqual(claims);
    expect(tokens.verify(forge({ alg: 'HS512' }, body))).toBeUndefined();
    expect(tokens.verify(forge({ alg: 'none' }, body))).toBeUndefined();
    const unsigned = forge({ alg: 'none' }, body).split('.').slice(0, 2).join('.');
    expect(tokens.verify(`${unsigned}.`)).toBeUndefined();
  });

  it('refuses expired, not yet valid, expiry-less and incomplete tokens', () => {
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, exp: now() }))).toBeUndefined();
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, exp: now() + 60, nbf: now() + 30 }))).toBeUndefined();
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, exp: now() + 60, nbf: now() }))).toEqual(claims);
    expect(tokens.verify(forge({ alg: 'HS256' }, claims))).toBeUndefined();
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, exp: String(now() + 60) }))).toBeUndefined();
    expect(tokens.verify(forge({ alg: 'HS256' }, { sub: user.id, role: 'admin', exp: now() + 60 }))).toBeUndefined();
  });
});
