import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SessionRoleLookup } from '../../src/common/auth/session-role-lookup.js';
import { kyselyOf } from '../../src/database/database.js';
import { createAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// The check every signed-in request makes (a named prepared statement, see auth/session-role.statement.ts).
describe('the session check of signed-in requests', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let lookup: SessionRoleLookup;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager);
    lookup = app.get(SessionRoleLookup);
  });

  afterAll(async () => {
    await app?.close();
  });

  const sessions = () => kyselyOf<'sessions'>(em);
  const sessionOf = async (userId: string) =>
    (await sessions().selectFrom('sessions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
  const staff = (auth: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/admin/staff', headers: auth });

  it("answers the session's current role, and nothing for a session of someone else", async () => {
    const organizer = await createAccount(app, 'organizer');
    const other = await createAccount(app, 'participant');
    const sessionId = await sessionOf(organizer.userId);
    // Many times over, as the pool's connections each prepare the statement once and reuse it.
    for (let i = 0; i < 12; i += 1) await expect(lookup.roleOf(sessionId, organizer.userId)).resolves.toBe('organizer');
    await expect(lookup.roleOf(sessionId, other.userId)).resolves.toBeUndefined();
    await expect(lookup.roleOf(await sessionOf(other.userId), other.userId)).resolves.toBe('participant');
  });

  it('applies a role change on the very next request', async () => {
    const admin = await createAccount(app, 'admin');
    const participant = await createAccount(app, 'participant');
    expect((await staff(participant.auth)).statusCode).toBe(403);
    const change = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${participant.userId}/role`,
      headers: admin.auth,
      payload: { role: 'organizer' },
    });
    expect(change.statusCode).toBe(200);
    expect((await staff(participant.auth)).statusCode).toBe(200);
  });

  it('refuses a revoked or expired session at once, though the token itself is still valid', async () => {
    const revoked = await createAccount(app, 'organizer');
    const expired = await createAccount(app, 'organizer');
    expect((await staff(revoked.auth)).statusCode).toBe(200);
    expect((await staff(expired.auth)).statusCode).toBe(200);

    await sessions()
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: 'sign_out' })
      .where('user_id', '=', revoked.userId)
      .execute();
    await sessions()
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', expired.userId)
      .execute();

    for (const account of [revoked, expired]) {
      const response = await staff(account.auth);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired. Please sign in again.');
    }
  });
});
