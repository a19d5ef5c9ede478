import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { linkToken, queuedEmails } from '../support/outbox-mail.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

describe('emailed link tokens and the logs', () => {
  const lines: string[] = [];
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase(), { LOG_LEVEL: 'info' }), {
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('no log line of a sign-up, verify, reset run contains a token, not even from an old ?token= link', async () => {
    // Nest's own log lines go to the console: they count too.
    const capture = (stream: NodeJS.WriteStream) =>
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    const spies = [capture(process.stdout), capture(process.stderr)];
    const email = `logged-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: '10.70.0.1' });
    let tokens: string[];
    try {
      expect(
        (await post('/api/auth/sign-up', { email, password, firstName: 'Log', lastName: 'Reader' })).statusCode,
      ).toBe(201);
      const verifyToken = await linkToken(app, email, 'auth.verify_email');
      // A browser opening a link from an email sent before the fragment links: the page is requested with it.
      await app.inject({ method: 'GET', url: `/auth/confirm?token=${verifyToken}`, remoteAddress: '10.70.0.1' });
      expect((await post('/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);

      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
      const resetToken = await linkToken(app, email, 'auth.reset_password');
      await app.inject({ method: 'GET', url: `/auth/update-password?token=${resetToken}`, remoteAddress: '10.70.0.1' });
      expect(
        (await post('/api/auth/reset-password', { token: resetToken, password: `${password}-2` })).statusCode,
      ).toBe(200);
      tokens = [verifyToken, resetToken];
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }

    // New emails carry the token in the fragment, which browsers never send to the server.
    const texts = (await queuedEmails(app, email)).map((mail) => mail.text).join('\n');
    expect(texts).toContain(`/auth/confirm#token=${tokens[0]}`);
    expect(texts).toContain(`/auth/update-password#token=${tokens[1]}`);

    expect(lines.some((line) => line.includes('/auth/confirm?token=[redacted]'))).toBe(true);
    const leaking = lines.filter((line) => tokens.some((token) => line.includes(token)));
    expect(leaking).toEqual([]);
  });

  it("a team invitation's token, which sits in the page's path, is logged as [redacted]", async () => {
    const token = 'Tk_invitation-token-0123456789abcdefghijklmn';
    const before = lines.length;
    // The browser opens the emailed link: the page is requested with the token in its path.
    await app.inject({ method: 'GET', url: `/teams/invitations/${token}`, remoteAddress: '10.70.0.2' });
    const logged = lines.slice(before);
    expect(logged.some((line) => line.includes('/teams/invitations/[redacted]'))).toBe(true);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
  });
});
