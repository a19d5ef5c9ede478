import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { CHAIN_LOCK_SQL } from '../../src/audit/event-store.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

const LOCK_TIMEOUT_MS = 300;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 1500;
const STATEMENT_TIMEOUT_MS = 1000;

// Issue 12, point 10: the app's connections carry statement, lock and idle-transaction bounds, so a
// stalled transaction holding the event store's chain lock blocks other writes only that long.
describe('database timeouts', () => {
  let app: NestFastifyApplication;
  let admin: TestAccount;
  let participant: TestAccount;
  let pool: pg.Pool;

  beforeAll(async () => {
    const config = testConfig(await createTestDatabase(), {
      DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_TIMEOUT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    app = await startTestApp(config);
    admin = await createAccount(app, 'admin');
    participant = await createAccount(app, 'participant');
    // The app's own pool: its connections are the ones that must carry the bounds.
    pool = (await app.get(EntityManager).getConnection().getNativeClient());
  });

  afterAll(async () => {
    await app?.close();
  });

  let role: 'organizer' | 'participant' = 'participant';
  /** A write through the command path (it appends an event, so it takes the chain lock). */
  const changeRole = () => {
    role = role === 'organizer' ? 'participant' : 'organizer';
    return app.inject({
      method: 'PUT',
      url: `/api/admin/users/${participant.userId}/role`,
      headers: admin.auth,
      payload: { role },
    });
  };

  /** A pooled connection of the app, in a transaction holding the chain lock, then left idle. */
  async function stalledTransactionHoldingTheChainLock() {
    const client = await pool.connect();
    const ended = new Promise<Error>((resolve) => client.once('error', resolve));
    await client.query('begin');
    await client.query(CHAIN_LOCK_SQL);
    return { client, ended };
  }

  it('ends a stalled transaction; the waiting write fails fast with 503 and the next one succeeds', async () => {
    expect((await changeRole()).statusCode).toBe(200);
    const stalled = await stalledTransactionHoldingTheChainLock();
    const stalledAt = Date.now();

    const startedAt = Date.now();
    const blocked = await changeRole();
    const waitedMs = Date.now() - startedAt;
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(waitedMs).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
    expect(waitedMs).toBeLessThan(LOCK_TIMEOUT_MS + 700);

    const ended = await stalled.ended;
    expect(ended.message).toMatch(/idle-in-transaction timeout/);
    expect(Date.now() - stalledAt).toBeLessThan(IDLE_IN_TRANSACTION_TIMEOUT_MS + 1000);
    stalled.client.release(ended);

    role = role === 'organizer' ? 'participant' : 'organizer'; // the refused change did not happen
    expect((await changeRole()).statusCode).toBe(200);
  });

  it('cancels a statement that runs past the statement timeout', async () => {
    const client = await pool.connect();
    try {
      const startedAt = Date.now();
      await expect(client.query('select pg_sleep(10)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - startedAt).toBeLessThan(STATEMENT_TIMEOUT_MS + 1000);
    } finally {
      client.release();
    }
  });
});
