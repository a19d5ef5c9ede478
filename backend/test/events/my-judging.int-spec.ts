import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

// The header's Judging entry: any role may judge an event (judging.md), so the role alone cannot say.
describe('GET /api/me/judging', () => {
  let app: NestFastifyApplication;
  let organizer: TestAccount;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    organizer = await createAccount(app, 'organizer');
  });

  afterAll(async () => {
    await app?.close();
  });

  async function judgesEvents(account: TestAccount): Promise<boolean> {
    const response = await app.inject({ method: 'GET', url: '/api/me/judging', headers: account.auth });
    expect(response.statusCode).toBe(200);
    return response.json<{ judgesEvents: boolean }>().judgesEvents;
  }

  it('says whether the caller judges any event, whatever their role', async () => {
    const participant = await createAccount(app, 'participant', 'seated-participant');
    const judge = await createAccount(app, 'judge');
    expect(await judgesEvents(participant)).toBe(false);
    expect(await judgesEvents(judge)).toBe(false);

    const eventId = await createSprint(app, organizer, { title: 'Judged Sprint', status: 'draft' });
    const seated = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/judges`,
      headers: organizer.auth,
      payload: { email: participant.email },
    });
    expect(seated.statusCode).toBeLessThan(300);

    expect(await judgesEvents(participant)).toBe(true);
    expect(await judgesEvents(judge)).toBe(false);
  });

  it('is for signed-in users only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me/judging' });
    expect(response.statusCode).toBe(401);
  });
});
