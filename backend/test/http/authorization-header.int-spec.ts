// Issue 25, point 4: passport-jwt's parser takes time quadratic in an Authorization header without
// spaces, and any visitor could send one to any endpoint. Such a header is refused before anything
// reads it; the benchmark's `flood-authorization` case measures the time, this the answers.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const REFUSED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' };

describe('Authorization header', () => {
  let app: NestFastifyApplication;
  let participant: TestAccount;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    participant = await createAccount(app, 'participant');
  });

  afterAll(async () => {
    await app?.close();
  });

  const health = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/health', headers: authorization === undefined ? {} : { authorization } });

  it.each([
    ['16,000 characters without a space', 'a'.repeat(16_000)],
    ['"Bearer" and 16,000 characters without a space', `Bearer ${'a'.repeat(16_000)}`],
    ['a token-shaped value over 4 KB', `Bearer ${'a'.repeat(4_100)}.b.c`],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer value that is no token', 'Bearer garbage'],
    ['two parts', 'Bearer aaaa.bbbb'],
    ['an empty third part (an unsigned token)', 'Bearer aaaa.bbbb.'],
    ['four parts', 'Bearer aaaa.bbbb.cccc.dddd'],
    ['a character outside base64url', 'Bearer aa+a.bbbb.cccc'],
    ['two spaces', 'Bearer  aaaa.bbbb.cccc'],
    ['nothing after the scheme', 'Bearer '],
    ['an empty header', ''],
  ])('refuses %s with 401 and the error body, on a public endpoint too', async (_, authorization) => {
    const response = await health(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(REFUSED);
    expect(response.json<{ requestId: string }>().requestId).toBe(response.headers['x-request-id']);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("refuses before reading the body: a malformed header with unparseable JSON is a 401, not the parser's 400", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { authorization: `Bearer ${'a'.repeat(16_000)}`, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(REFUSED);
  });

  it('lets a valid token through, with the scheme in any case', async () => {
    const token = participant.auth.authorization.slice('Bearer '.length);
    for (const authorization of [`Bearer ${token}`, `bearer ${token}`]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: participant.userId });
      expect((await health(authorization)).statusCode).toBe(200);
    }
  });

  it('serves public endpoints without the header, and asks for a sign-in elsewhere as before', async () => {
    expect((await health()).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: 'Please sign in first.' });
  });

  it('answers a well-formed token that does not verify as before: a visitor on a public endpoint, 401 elsewhere', async () => {
    const [header, claims] = participant.auth.authorization.split('.');
    const forged = `${header}.${claims}.${'A'.repeat(43)}`;
    expect((await health(forged)).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: forged } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject(REFUSED);
  });
});
