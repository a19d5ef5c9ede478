import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { publishStandings } from './standings-support.js';
import { type ErrorBody, VenturesWorld } from './ventures-support.js';

interface AdminApplication {
  id: string;
  userId: string;
  ventureId: string | null;
  returning: {
    ventureId: string;
    name: string;
    stage: string;
    sprintsEntered: number;
    bestPlace: number | null;
    figures: { interviews: { all: number; verified: number }; funding: unknown[] };
  } | null;
}

describe("ventures: the apply form's 'Are you continuing a venture?'", () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let admin: TestAccount;
  let organizer: TestAccount;
  let owner: TestAccount;
  let stranger: TestAccount;
  let judge: TestAccount;
  let later: string;
  let alpha: { projectId: string; ventureId: string };

  const apply = (who: TestAccount, body: object = {}) =>
    w.call('POST', `/events/${later}/applications`, who, { role: 'Dev', shortAnswer: 'Back for more.', ...body });
  const listed = async (query = '') =>
    (await w.call('GET', `/admin/applications?eventId=${later}${query}`, admin)).json<{ items: AdminApplication[] }>()
      .items;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'alpha-owner');
    const rival = await createAccount(app, 'participant', 'rival');
    stranger = await createAccount(app, 'participant', 'stranger');
    judge = await createAccount(app, 'judge', 'judge');
    w = new VenturesWorld(app, admin, organizer);
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    const first = await w.sprint([judge]);
    alpha = await w.entry(first, owner, 'Alpha Freight');
    const beta = await w.entry(first, rival, 'Beta Clinics');
    await publishStandings(w, first, judge, [alpha.projectId, beta.projectId]);
    const added = await w.call('POST', `/ventures/${alpha.ventureId}/milestones`, owner, {
      type: 'customer_interviews',
      occurredOn: '2026-10-01',
      figures: { count: 12 },
    });
    expect(added.statusCode).toBe(201);
    later = await w.sprint();
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('refuses a venture the applicant is not a member of, naming the field, and writes nothing', async () => {
    const response = await apply(stranger, { ventureId: alpha.ventureId });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields).toEqual([{ field: 'ventureId', reason: 'is not one of your ventures' }]);
    const bad = await apply(stranger, { ventureId: 'alpha' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields?.map((f) => f.field)).toEqual(['ventureId']);
    expect(
      await w.count('select count(*) as n from applications where user_id = ? and event_id = ?', [
        stranger.userId,
        later,
      ]),
    ).toBe(0);
  });

  it('stores the chosen venture with the application, in its audit event too', async () => {
    const response = await apply(owner, { ventureId: alpha.ventureId });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const mine = (await w.call('GET', `/events/${later}/applications/mine`, owner)).json<{ ventureId: string }>();
    expect(mine.ventureId).toBe(alpha.ventureId);
    const [submitted] = await w
      .em()
      .execute<{ payload: Record<string, unknown> }[]>(
        "select payload from domain_events where type = 'application.submitted' and stream_id = ?",
        [id],
      );
    expect(submitted.payload).toEqual({
      eventId: later,
      role: 'Dev',
      ventureId: alpha.ventureId,
      followUpConsent: false,
    });
    // Without a venture: none stored.
    expect((await apply(stranger)).statusCode).toBe(201);
  });

  it("shows staff a 'Returning' figure on the list (venture and best place) and the venture's figures in the drawer", async () => {
    const items = await listed();
    const returning = items.find((item) => item.userId === owner.userId);
    expect(returning?.returning).toMatchObject({
      ventureId: alpha.ventureId,
      name: 'Alpha Freight',
      bestPlace: 1,
      stage: 'validating',
      sprintsEntered: 1,
    });
    expect(items.find((item) => item.userId === stranger.userId)?.returning).toBeNull();

    const detail = (await w.call('GET', `/admin/applications/${returning?.id}`, admin)).json<AdminApplication>();
    expect(detail.returning?.figures).toMatchObject({ interviews: { all: 12, verified: 0 }, funding: [] });
  });

  it('keeps the admin list and drawer to their readers', async () => {
    const id = (await listed()).find((item) => item.userId === owner.userId)?.id;
    for (const url of [`/admin/applications?eventId=${later}`, `/admin/applications/${id}`]) {
      expect((await w.call('GET', url)).statusCode).toBe(401);
      for (const who of [owner, stranger, judge, organizer])
        expect((await w.call('GET', url, who)).statusCode).toBe(403);
      expect((await w.call('GET', url, admin)).statusCode).toBe(200);
    }
  });
});
