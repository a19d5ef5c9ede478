import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RATE_LIMITS } from '../../src/auth/rate-limiter.js';
import { createAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

describe('rate limits', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  async function exhaust(count: number, attempt: () => Promise<{ statusCode: number }>): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < count; i += 1) codes.push((await attempt()).statusCode);
    return codes;
  }

  it('limits sign-in attempts per account, whatever the address', async () => {
    const account = await createAccount(app, 'participant', 'target');
    const limit = RATE_LIMITS.signInPerAccount.limit;
    const codes = await exhaust(limit, () =>
      post(
        '/api/auth/sign-in',
        { email: account.email, password: 'guess' },
        `10.1.0.${Math.floor(Math.random() * 250)}`,
      ),
    );
    expect(codes.every((code) => code === 400)).toBe(true);
    const blocked = await post('/api/auth/sign-in', { email: account.email, password: account.password }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
  });

  it('limits sign-in attempts per address, across accounts', async () => {
    const limit = RATE_LIMITS.signInPerIp.limit;
    const codes = await exhaust(limit, () =>
      post('/api/auth/sign-in', { email: `x${Math.random()}@example.com`, password: 'guess' }, '10.2.0.1'),
    );
    expect(codes.every((code) => code === 400)).toBe(true);
    expect(
      (await post('/api/auth/sign-in', { email: 'other@example.com', password: 'guess' }, '10.2.0.1')).statusCode,
    ).toBe(429);
    expect(
      (await post('/api/auth/sign-in', { email: 'other@example.com', password: 'guess' }, '10.2.0.2')).statusCode,
    ).toBe(400);
  });

  it('limits sign-ups per address', async () => {
    const limit = RATE_LIMITS.signUpPerIp.limit;
    const signUp = (i: number) =>
      post(
        '/api/auth/sign-up',
        { email: `flood${i}@example.com`, password: 'secret1', firstName: 'F', lastName: 'L' },
        '10.3.0.1',
      );
    for (let i = 0; i < limit; i += 1) expect((await signUp(i)).statusCode).toBe(201);
    expect((await signUp(limit)).statusCode).toBe(429);
  });

  it('limits reset and resend requests per email and per address, with the same answer for unknown emails until then', async () => {
    const perEmail = RATE_LIMITS.emailLinkPerEmail.limit;
    for (let i = 0; i < perEmail; i += 1) {
      expect((await post('/api/auth/forgot-password', { email: 'victim@example.com' }, `10.4.0.${i}`)).statusCode).toBe(
        202,
      );
    }
    expect((await post('/api/auth/resend-verification', { email: 'victim@example.com' }, '10.4.1.1')).statusCode).toBe(
      429,
    );

    const perIp = RATE_LIMITS.emailLinkPerIp.limit;
    for (let i = 0; i < perIp; i += 1) {
      expect((await post('/api/auth/forgot-password', { email: `spray${i}@example.com` }, '10.5.0.1')).statusCode).toBe(
        202,
      );
    }
    expect((await post('/api/auth/forgot-password', { email: 'spray-last@example.com' }, '10.5.0.1')).statusCode).toBe(
      429,
    );
  });
});
