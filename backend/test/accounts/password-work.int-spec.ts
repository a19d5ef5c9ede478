import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REFUSAL_PAUSE_MS } from '../../src/auth/refusal-pause.js';
import { PASSWORD_WORK } from '../../src/users/password-hasher.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

describe('password work under a flood', () => {
  let app: NestFastifyApplication;
  let account: TestAccount;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    account = await createAccount(app, 'participant', 'flooded');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('keeps argon2 off pooled connections, bounds its queue with 503, and refuses bogus reset links without hashing', async () => {
    // Every argon2 slot busy: whatever asks for password work now waits, or is refused.
    const blocker = gate();
    const blockers = Array.from({ length: PASSWORD_WORK.concurrency }, () => PASSWORD_WORK.run(() => blocker.promise));
    try {
      await floodWhileBlocked(blocker.open, blockers);
    } finally {
      // Also when an expectation failed: the waiting requests must finish before the app closes.
      blocker.open();
    }
  });

  it('holds the refusals a flood is made of (bogus links, a full password queue), so a flooder waiting on them sends fewer', async () => {
    const timed = async (url: string, payload: object, remoteAddress: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url, payload, remoteAddress });
      return { status: response.statusCode, code: response.json().code, ms: performance.now() - started };
    };
    const bogusToken = 'y'.repeat(43);
    for (const [url, payload] of [
      ['/api/auth/reset-password', { token: bogusToken, password: 'a-new-long-password' }],
      ['/api/auth/verify-email', { token: bogusToken }],
    ] as const) {
      const refused = await timed(url, payload, '10.63.0.1');
      expect(refused).toMatchObject({ status: 400, code: 'OTP_EXPIRED' });
      expect(refused.ms).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS);
    }

    const fillers: Promise<unknown>[] = [];
    const blocker = gate();
    try {
      for (let slot = 0; slot < PASSWORD_WORK.concurrency; slot += 1)
        fillers.push(PASSWORD_WORK.run(() => blocker.promise));
      while (PASSWORD_WORK.waitingJobs < PASSWORD_WORK.maxWaiting)
        fillers.push(PASSWORD_WORK.run(() => blocker.promise));
      const busy = await timed('/api/auth/sign-in', { email: account.email, password: account.password }, '10.63.0.2');
      expect(busy).toMatchObject({ status: 503, code: 'TOO_MANY_REQUESTS' });
      expect(busy.ms).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS);
    } finally {
      blocker.open();
      await Promise.all(fillers);
    }
  });

  async function floodWhileBlocked(release: () => void, blockers: Promise<unknown>[]): Promise<void> {
    // More waiting sign-ins than the pool (10) has connections.
    const signIns = Array.from({ length: 15 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: 'wrong-password' },
        remoteAddress: `10.60.0.${i + 1}`,
      }),
    );
    await eventually(
      () => Promise.resolve(PASSWORD_WORK.waitingJobs === 15 ? true : undefined),
      5000,
      'sign-ins to queue',
    );

    // They hold no database connection while they wait, so reads still answer at once.
    const events = await within(3000, app.inject({ method: 'GET', url: '/api/events' }));
    expect(events.statusCode).toBe(200);

    // A bogus reset link is refused before any hashing: no wait in the queue.
    const bogusReset = await within(
      3000,
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'x'.repeat(43), password: 'a-new-long-password' },
        remoteAddress: '10.61.0.1',
      }),
    );
    expect(bogusReset.statusCode).toBe(400);
    expect(bogusReset.json()).toMatchObject({ code: 'OTP_EXPIRED' });

    // The queue is bounded: once full, more work is refused at once with 503.
    const fillers: Promise<unknown>[] = [];
    while (PASSWORD_WORK.waitingJobs < PASSWORD_WORK.maxWaiting)
      fillers.push(PASSWORD_WORK.run(() => Promise.resolve()));
    const refused = await within(
      3000,
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password },
        remoteAddress: '10.62.0.1',
      }),
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, try again in a moment.',
    });

    release();
    await Promise.all([...blockers, ...fillers]);
    expect((await Promise.all(signIns)).map((response) => response.statusCode)).toEqual(Array(15).fill(400));
    const startedBefore = PASSWORD_WORK.started;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.62.0.2',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(PASSWORD_WORK.started).toBe(startedBefore + 1);
  }
});
