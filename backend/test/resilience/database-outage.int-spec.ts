import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// Issue 12, point 11: while PostgreSQL is unreachable, signed-in people must not be told they are
// signed out (401), and nothing may answer 500; the outage is cut in a proxy, not on the shared server.
describe('a database outage', () => {
  let proxy: TcpProxy;
  let app: NestFastifyApplication;
  let admin: TestAccount;

  beforeAll(async () => {
    const url = new URL(await createTestDatabase());
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    app = await startTestApp(testConfig(proxy.through(url.toString())));
    admin = await createAccount(app, 'admin');
  });

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxy?.cut();
  });

  const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth });
  const users = () => app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.auth });
  const publicEvent = () => app.inject({ method: 'GET', url: `/api/events/${randomUUID()}` });

  it('answers 503 with Retry-After, keeps the session, and the same token works after the restart', async () => {
    expect((await me()).statusCode).toBe(200);

    await proxy.cut();
    for (const request of [me, users, me]) {
      const response = await request();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    const anonymous = await publicEvent();
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.headers['retry-after']).toBe('2');

    await proxy.restore();
    expect((await me()).statusCode).toBe(200);
    expect((await users()).statusCode).toBe(200);
    expect((await publicEvent()).statusCode).toBe(404);
  });
});
