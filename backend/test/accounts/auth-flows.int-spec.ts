import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { linkToken, queuedEmails } from '../support/outbox-mail.js';

let ipCounter = 0;
/** Each test comes from its own address, so per-IP rate limits only bite where a test wants them. */
function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function cookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const refresh = cookies.find(
    (cookie): cookie is string => typeof cookie === 'string' && cookie.startsWith('sb_refresh='),
  );
  return refresh?.split(';')[0];
}

describe('accounts: sign-up, verification, sign-in, sessions, reset', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let ip: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
  });

  beforeEach(() => {
    ip = freshIp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

  let emailCounter = 0;
  async function signUp(): Promise<{ email: string; password: string }> {
    emailCounter += 1;
    const email = `ada${emailCounter}-${Date.now()}@example.com`;
    const response = await post('/api/auth/sign-up', {
      email: `  ${email.toUpperCase()} `,
      password: 'secret-one-9',
      firstName: ' Ada ',
      lastName: 'Lovelace',
    });
    expect(response.statusCode).toBe(201);
    return { email, password: 'secret-one-9' };
  }

  async function verifiedAccount(): Promise<{ email: string; password: string; accessToken: string; cookie: string }> {
    const account = await signUp();
    const verified = await post('/api/auth/verify-email', {
      token: await linkToken(app, account.email, 'auth.verify_email'),
    });
    expect(verified.statusCode).toBe(200);
    return { ...account, accessToken: verified.json().accessToken, cookie: cookieOf(verified)! };
  }

  it('sign-up stores the account, profile and participant role, records the audit events and emails a 1-hour link', async () => {
    const { email } = await signUp();
    const [user] = await em.execute<{ id: string; email: string; email_confirmed_at: null; password_hash: string }[]>(
      'select * from users where lower(email) = lower(?)',
      [email],
    );
    expect(user.email).toBe(email.toUpperCase());
    expect(user.email_confirmed_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const [profile] = await em.execute<{ first_name: string; name: string }[]>(
      'select * from profiles where user_id = ?',
      [user.id],
    );
    expect(profile).toMatchObject({ first_name: 'Ada', name: 'Ada Lovelace' });
    const events = await em.execute<{ type: string; payload: object }[]>(
      "select type, payload from domain_events where stream_id = ? and stream_type in ('user', 'profile') order by id",
      [user.id],
    );
    expect(events.map((event) => event.type)).toEqual(['user.signed_up', 'profile.created']);
    expect(JSON.stringify(events)).not.toMatch(/secret-one-9|argon2/);
    const [mail] = await queuedEmails(app, email);
    expect(mail).toMatchObject({ template: 'auth.verify_email', subject: 'Confirm your Sprintboard account' });
    expect(mail.text).toContain('http://sprintboard.test/auth/confirm#token=');
    expect(mail.text).toContain('expires in 1 hour');
    const [token] = await em.execute<{ expires_at: string; created_at: string }[]>(
      "select expires_at, created_at from one_time_tokens where user_id = ? and purpose = 'verify_email'",
      [user.id],
    );
    expect(new Date(token.expires_at).getTime() - new Date(token.created_at).getTime()).toBeCloseTo(3600_000, -4);
  });

  it('refuses sign-in before verification with "Email not confirmed", and resend sends a new link', async () => {
    const { email, password } = await signUp();
    const early = await post('/api/auth/sign-in', { email, password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed' });

    const resend = await post('/api/auth/resend-verification', { email });
    expect(resend.statusCode).toBe(202);
    expect((await queuedEmails(app, email)).filter((mail) => mail.template === 'auth.verify_email')).toHaveLength(2);
  });

  it('following the link verifies and signs in once; the link then no longer works', async () => {
    const { email, password } = await signUp();
    const token = await linkToken(app, email, 'auth.verify_email');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ accessToken: expect.any(String), user: { role: 'participant' } });
    expect(cookieOf(verified)).toMatch(/^sb_refresh=/);
    expect(String(verified.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${verified.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({
      email: email.toUpperCase(),
      role: 'participant',
      name: 'Ada Lovelace',
      emailConfirmedAt: expect.any(String),
    });

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'Email link is invalid or has expired' });
    expect((await post('/api/auth/sign-in', { email, password })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    const token = await linkToken(app, email, 'auth.verify_email');
    await em.execute(
      "update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'verify_email'",
    );
    const response = await post('/api/auth/verify-email', { token });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'OTP_EXPIRED' });
  });

  it('answers sign-in failures the same for an unknown email and a wrong password', async () => {
    const { email } = await verifiedAccount();
    const unknown = await post('/api/auth/sign-in', { email: 'nobody@example.com', password: 'whatever' });
    const wrong = await post('/api/auth/sign-in', { email, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect({ ...unknown.json(), requestId: 'x' }).toEqual({ ...wrong.json(), requestId: 'x' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
  });

  it('answers reset and resend the same whether or not the email exists, and emails only real accounts', async () => {
    const { email } = await verifiedAccount();
    for (const url of ['/api/auth/forgot-password', '/api/auth/resend-verification']) {
      const known = await post(url, { email });
      const unknown = await post(url, { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.body).toBe(unknown.body);
    }
    expect(await queuedEmails(app, 'ghost@example.com')).toEqual([]);
    // The verified account gets a reset link, but no new verification link.
    expect((await queuedEmails(app, email)).map((mail) => mail.template)).toEqual([
      'auth.verify_email',
      'auth.reset_password',
    ]);
  });

  it('sign-up with an existing email answers the same and emails the owner instead', async () => {
    const { email } = await verifiedAccount();
    const again = await post('/api/auth/sign-up', { email, password: 'other-secret', firstName: 'Eve', lastName: 'X' });
    expect(again.statusCode).toBe(201);
    expect((await queuedEmails(app, email)).at(-1)?.template).toBe('auth.already_registered');
    const [{ count }] = await em.execute<{ count: string }[]>(
      'select count(*) from users where lower(email) = lower(?)',
      [email],
    );
    expect(Number(count)).toBe(1);
  });

  it('rotates the refresh token on every use and revokes the session when an old one is replayed', async () => {
    const { cookie } = await verifiedAccount();
    const first = await post('/api/auth/refresh', undefined, { cookie });
    expect(first.statusCode).toBe(200);
    const rotated = cookieOf(first)!;
    expect(rotated).not.toBe(cookie);

    const second = await post('/api/auth/refresh', undefined, { cookie: rotated });
    expect(second.statusCode).toBe(200);
    const latest = cookieOf(second)!;
    const latestAccess = second.json().accessToken as string;

    // Replaying the first (spent) token: refused, and the whole session family is revoked.
    const replay = await post('/api/auth/refresh', undefined, { cookie });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await post('/api/auth/refresh', undefined, { cookie: latest })).statusCode).toBe(401);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${latestAccess}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('sign-out revokes every session of the user at once', async () => {
    const account = await verifiedAccount();
    const other = await post('/api/auth/sign-in', { email: account.email, password: account.password });
    const otherAccess = other.json().accessToken as string;

    const out = await post('/api/auth/sign-out', undefined, { authorization: `Bearer ${account.accessToken}` });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/sb_refresh=;/);
    for (const token of [account.accessToken, otherAccess]) {
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await post('/api/auth/refresh', undefined, { cookie: cookieOf(other)! })).statusCode).toBe(401);
  });

  it('resets the password from a single-use link, signs out elsewhere, emails the owner and signs in', async () => {
    const account = await verifiedAccount();
    await post('/api/auth/forgot-password', { email: account.email });
    const token = await linkToken(app, account.email, 'auth.reset_password');

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().accessToken).toEqual(expect.any(String));
    const old = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await queuedEmails(app, account.email)).at(-1)?.template).toBe('auth.password_changed');
    expect((await post('/api/auth/sign-in', { email: account.email, password: account.password })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/sign-in', { email: account.email, password: 'brand-new-secret' })).statusCode).toBe(
      200,
    );

    const reused = await post('/api/auth/reset-password', { token, password: 'third-secret' });
    expect(reused.json()).toMatchObject({ statusCode: 400, code: 'OTP_EXPIRED' });
    const [userId] = await em.execute<{ id: string }[]>('select id from users where lower(email) = lower(?)', [
      account.email,
    ]);
    const events = await em.execute<{ type: string }[]>(
      "select type from domain_events where stream_id = ? and type = 'user.password_changed'",
      [userId.id],
    );
    expect(events).toHaveLength(1);
  });

  it.each([
    [
      'sign-up without a valid email',
      '/api/auth/sign-up',
      { email: 'nope', password: 'secret-one-9', firstName: 'A', lastName: 'B' },
      'email',
      'must be a valid email address',
    ],
    [
      'sign-up with a short password',
      '/api/auth/sign-up',
      { email: 'short@example.com', password: 'abc-def', firstName: 'A', lastName: 'B' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      'sign-up with a common password',
      '/api/auth/sign-up',
      { email: 'common@example.com', password: 'Password1', firstName: 'A', lastName: 'B' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
    [
      'reset to a common password',
      '/api/auth/reset-password',
      { token: 'x'.repeat(43), password: 'iloveyou' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
    [
      'sign-up with a blank first name',
      '/api/auth/sign-up',
      { email: 'blank@example.com', password: 'secret-one-9', firstName: '  ', lastName: 'B' },
      'firstName',
      'is required',
    ],
    [
      'sign-up with an extra field',
      '/api/auth/sign-up',
      { email: 'extra@example.com', password: 'secret-one-9', firstName: 'A', lastName: 'B', role: 'admin' },
      'role',
      'is not an accepted field',
    ],
    ['sign-in without a password', '/api/auth/sign-in', { email: 'a@example.com' }, 'password', 'is required'],
    ['reset without a token', '/api/auth/reset-password', { password: 'secret-one-9' }, 'token', 'is required'],
    [
      'forgot-password with a bad email',
      '/api/auth/forgot-password',
      { email: '' },
      'email',
      'must be a valid email address',
    ],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, url, payload, field, reason) => {
    const [{ before }] = await em.execute<{ before: string }[]>(
      'select (select count(*) from users) + (select count(*) from outbox_messages) as before',
    );
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ field, reason });
    const [{ after }] = await em.execute<{ after: string }[]>(
      'select (select count(*) from users) + (select count(*) from outbox_messages) as after',
    );
    expect(after).toBe(before);
  });
});

describe('the refresh cookie in production', () => {
  it('is Secure even when the app is reached over http behind a TLS-terminating proxy', async () => {
    const production = await startTestApp(testConfig(await createTestDatabase(), { NODE_ENV: 'production' }));
    try {
      const account = await createAccount(production, 'participant', 'secure-cookie');
      const signedIn = await production.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(cookieOf(signedIn)).toMatch(/^sb_refresh=/);
      expect(String(signedIn.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await production.close();
    }
  });
});
