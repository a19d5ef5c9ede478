import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RATE_LIMITS, SIGN_IN_FAILURES } from '../../src/auth/rate-limiter.js';
import { createAccount } from '../support/accounts.js';
import { ThrowawayRedis } from '../support/redis-server.js';
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

  it('counts only wrong passwords: the right one signs in again and again from one address', async () => {
    const account = await createAccount(app, 'admin', 'busy');
    for (let i = 0; i < 15; i += 1) {
      const response = await post(
        '/api/auth/sign-in',
        { email: account.email, password: account.password },
        '10.1.2.1',
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('slows wrong passwords per email and address, while the owner still signs in from elsewhere', async () => {
    const admin = await createAccount(app, 'admin', 'target');
    const free = SIGN_IN_FAILURES.freeFailures;
    const codes = await exhaust(10, () =>
      post('/api/auth/sign-in', { email: admin.email, password: 'guess' }, '10.1.0.1'),
    );
    expect(codes).toEqual([...Array<number>(free).fill(400), ...Array<number>(10 - free).fill(429)]);

    // Even the right password waits at the guesser's address: the wait must not tell right from wrong.
    const blocked = await post('/api/auth/sign-in', { email: admin.email, password: admin.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });

    const owner = await post('/api/auth/sign-in', { email: admin.email, password: admin.password }, '10.1.1.1');
    expect(owner.statusCode).toBe(200);
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
        { email: `flood${i}@example.com`, password: 'secret-one-9', firstName: 'F', lastName: 'L' },
        '10.3.0.1',
      );
    for (let i = 0; i < limit; i += 1) expect((await signUp(i)).statusCode).toBe(201);
    expect((await signUp(limit)).statusCode).toBe(429);
  });

  it('limits following emailed links (verify, reset) per address, so tokens cannot be tried by the thousand', async () => {
    const perIp = RATE_LIMITS.linkUsePerIp.limit;
    const codes = await exhaust(perIp, () =>
      post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'a-new-long-password' }, '10.6.0.1'),
    );
    expect(codes.every((code) => code === 400)).toBe(true);
    expect((await post('/api/auth/verify-email', { token: 'y'.repeat(43) }, '10.6.0.1')).statusCode).toBe(429);
    expect((await post('/api/auth/verify-email', { token: 'y'.repeat(43) }, '10.6.0.2')).statusCode).toBe(400);
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

describe('rate limits: whose address counts', () => {
  const apps: NestFastifyApplication[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  async function appWith(env: Record<string, string>): Promise<NestFastifyApplication> {
    const app = await startTestApp(testConfig(await createTestDatabase(), env));
    apps.push(app);
    return app;
  }

  /** Sign-in attempts with unknown emails until the per-address limit answers: the status codes. */
  async function signInCodes(
    app: NestFastifyApplication,
    count: number,
    from: (i: number) => { remoteAddress: string; headers?: Record<string, string> },
  ): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const { remoteAddress, headers } = from(i);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `nobody${i}@example.com`, password: 'guess' },
        remoteAddress,
        headers,
      });
      codes.push(response.statusCode);
    }
    return codes;
  }

  const perIp = RATE_LIMITS.signInPerIp.limit;

  it('ignores X-Forwarded-For in production unless TRUST_PROXY names the sender', async () => {
    const app = await appWith({ NODE_ENV: 'production' });
    const codes = await signInCodes(app, perIp + 1, (i) => ({
      remoteAddress: '10.20.0.1',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    }));
    expect(codes.slice(0, perIp).every((code) => code === 400)).toBe(true);
    expect(codes[perIp]).toBe(429);
  });

  it('behind a trusted proxy, counts the client the proxy saw, whatever the client put before it', async () => {
    const app = await appWith({ NODE_ENV: 'production', TRUST_PROXY: '10.30.0.0/24, 10.31.0.9' });
    const viaProxy = (forged: string, client: string) => ({
      remoteAddress: '10.30.0.5',
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
    });
    const codes = await signInCodes(app, perIp + 1, (i) => viaProxy(`203.0.113.${i}`, '198.51.100.7'));
    expect(codes.slice(0, perIp).every((code) => code === 400)).toBe(true);
    expect(codes[perIp]).toBe(429);

    // Another client behind the same proxy has its own count.
    expect(await signInCodes(app, 1, () => viaProxy('203.0.113.1', '198.51.100.8'))).toEqual([400]);
    // A sender that is not a trusted proxy cannot name a client: it is the client.
    const direct = await signInCodes(app, perIp + 1, () => ({
      remoteAddress: '10.40.0.1',
      headers: { 'x-forwarded-for': '198.51.100.9' },
    }));
    expect(direct[perIp]).toBe(429);
    expect(await signInCodes(app, 1, () => viaProxy('203.0.113.1', '198.51.100.9'))).toEqual([400]);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const app = await appWith({});
    const codes = await signInCodes(app, perIp + 1, (i) => ({
      remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}`,
    }));
    expect(codes.slice(0, perIp).every((code) => code === 400)).toBe(true);
    expect(codes[perIp]).toBe(429);
    expect(await signInCodes(app, 1, () => ({ remoteAddress: '2001:db8:1:3::1' }))).toEqual([400]);
  });
});

describe('rate limits without Redis', () => {
  let redis: ThrowawayRedis;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    redis = await ThrowawayRedis.create();
    await redis.start();
    app = await startTestApp(testConfig(await createTestDatabase(), { REDIS_URL: redis.url }));
  });

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('still apply, counted in the process, and a log line says so', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      await redis.stop();
      const perIp = RATE_LIMITS.signUpPerIp.limit;
      const signUp = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email: `offline${i}@example.com`, password: 'long-enough-pass', firstName: 'F', lastName: 'L' },
          remoteAddress: '10.50.0.1',
        });
      for (let i = 0; i < perIp; i += 1) expect((await signUp(i)).statusCode).toBe(201);
      expect((await signUp(perIp)).statusCode).toBe(429);
      const warnings = warn.mock.calls.map(([message]) => String(message));
      expect(
        warnings.filter((message) => message.startsWith('Rate limits fall back to in-process counters')),
      ).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
