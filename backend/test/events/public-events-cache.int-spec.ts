import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

/** PUBLIC_EVENTS_CACHE_MS: a change made outside the commands (another instance, by hand) and when it shows. */
describe('the public event list cache', () => {
  let databaseUrl: string;
  let eventId: string;
  const apps: NestFastifyApplication[] = [];

  async function start(cacheMs: string): Promise<NestFastifyApplication> {
    const app = await startTestApp(testConfig(databaseUrl, { PUBLIC_EVENTS_CACHE_MS: cacheMs }));
    apps.push(app);
    return app;
  }

  const titleOn = async (app: NestFastifyApplication) =>
    (await app.inject({ method: 'GET', url: '/api/events' }))
      .json<{ id: string; title: string }[]>()
      .find((event) => event.id === eventId)?.title;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const app = await start('0');
    const organizer = await createAccount(app, 'organizer');
    eventId = await createSprint(app, organizer, { title: 'Before', status: 'upcoming' });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('serves a cached read for its lifetime, and reads the database every time with 0', async () => {
    const cached = await start('60000');
    const uncached = apps[0];
    expect(await titleOn(cached)).toBe('Before');
    expect(await titleOn(uncached)).toBe('Before');

    await asOwnerRun(databaseUrl, `update events set title = 'After' where id = '${eventId}'`);

    expect(await titleOn(cached)).toBe('Before');
    expect(await titleOn(uncached)).toBe('After');
  });

  it('refuses a lifetime outside 0-60000 ms at start', async () => {
    await expect(start('-1')).rejects.toThrow(/PUBLIC_EVENTS_CACHE_MS/);
  });
});
