import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { linkToken } from '../support/outbox-mail.js';

// GET /api/auth/me says whether this is the account's first sign-in, so the app greets a newcomer
// with 'Welcome' and everyone after that with 'Welcome back' (issue 26, point 4).
describe('first sign-in on /api/auth/me', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.9.0.1' });

  async function me(accessToken: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ firstSignIn: boolean }>();
  }

  function refreshCookie(response: { headers: Record<string, unknown> }): string {
    const header = response.headers['set-cookie'];
    const cookies = (Array.isArray(header) ? header : [header]).filter((each) => typeof each === 'string');
    return cookies.find((cookie) => cookie.startsWith('sb_refresh='))!.split(';')[0];
  }

  it('is true through the first session (refreshes included) and false once the person signs in again', async () => {
    const email = `first-${Date.now()}@example.com`;
    const password = 'secret-one-9';
    expect((await post('/api/auth/sign-up', { email, password, firstName: 'Ada', lastName: 'New' })).statusCode).toBe(
      201,
    );
    const verified = await post('/api/auth/verify-email', { token: await linkToken(app, email, 'auth.verify_email') });
    expect(verified.statusCode).toBe(200);
    expect(await me(verified.json().accessToken)).toMatchObject({ firstSignIn: true });

    const refreshed = await post('/api/auth/refresh', undefined, { cookie: refreshCookie(verified) });
    expect(refreshed.statusCode).toBe(200);
    expect(await me(refreshed.json().accessToken)).toMatchObject({ firstSignIn: true });

    const signedIn = await post('/api/auth/sign-in', { email, password });
    expect(signedIn.statusCode).toBe(200);
    expect(await me(signedIn.json().accessToken)).toMatchObject({ firstSignIn: false });
    // The first session, still open elsewhere, no longer counts as a first sign-in either.
    expect(await me(refreshed.json().accessToken)).toMatchObject({ firstSignIn: false });

    await post('/api/auth/sign-out', undefined, { authorization: `Bearer ${signedIn.json().accessToken}` });
    const later = await post('/api/auth/sign-in', { email, password });
    expect(await me(later.json().accessToken)).toMatchObject({ firstSignIn: false });
  });

  it('answers a visitor 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
  });
});
