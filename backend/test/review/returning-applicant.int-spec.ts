import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { publishStandings } from '../ventures/standings-support.js';
import { VenturesWorld } from '../ventures/ventures-support.js';

// review.md / ventures.md: the review screens show a returning applicant's venture. Under blind
// review its stage, earlier standings and figures, never its name (it often names the team).

interface ReturningVenture {
  name: string | null;
  stage: string;
  sprintsEntered: number;
  bestPlace: number | null;
  sprints: { sprintTitle: string; place: number | null; rank: number | null; of: number | null }[];
  figures: { interviews: { all: number; verified: number }; funding: unknown[] };
}

describe("application review: a returning applicant's venture", () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let owner: TestAccount;
  let newcomer: TestAccount;
  let reviewer: TestAccount;
  let firstTitle: string;

  /** An event in review (k = 1, `reviewer` seated) where these people applied; their application ids. */
  async function reviewedEvent(blind: boolean, applicants: [TestAccount, object][]): Promise<string[]> {
    const eventId = await w.sprint();
    await w
      .em()
      .execute('insert into event_review_settings (event_id, reviews_per_application, blind_review) values (?, 1, ?)', [
        eventId,
        blind,
      ]);
    await w
      .em()
      .execute("insert into review_criteria (id, event_id, label, weight, position) values (?, ?, 'Fit', 1, 1)", [
        randomUUID(),
        eventId,
      ]);
    await w.em().execute('insert into event_reviewers (event_id, user_id) values (?, ?)', [eventId, reviewer.userId]);
    const ids: string[] = [];
    for (const [applicant, extra] of applicants) {
      const applied = await w.call('POST', `/events/${eventId}/applications`, applicant, {
        role: 'Dev',
        shortAnswer: 'Back for more.',
        ...extra,
      });
      expect(applied.statusCode).toBe(201);
      ids.push(applied.json<{ id: string }>().id);
    }
    const assigned = await w.call('POST', `/admin/events/${eventId}/review/assign`, w.organizer, {});
    expect(assigned.statusCode).toBe(200);
    return ids;
  }

  const view = async (applicationId: string) => {
    const response = await w.call('GET', `/review/applications/${applicationId}`, reviewer);
    expect(response.statusCode).toBe(200);
    return { body: response.body, returning: response.json<{ returning: ReturningVenture | null }>().returning };
  };

  let alphaVentureId: string;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    const admin = await createAccount(app, 'admin');
    const organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'alpha-owner');
    const rival = await createAccount(app, 'participant', 'rival');
    newcomer = await createAccount(app, 'participant', 'newcomer');
    reviewer = await createAccount(app, 'participant', 'reviewer');
    const judge = await createAccount(app, 'judge', 'judge');
    w = new VenturesWorld(app, admin, organizer);
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    const first = await w.sprint([judge]);
    const alpha = await w.entry(first, owner, 'Alpha Freight');
    alphaVentureId = alpha.ventureId;
    const beta = await w.entry(first, rival, 'Beta Clinics');
    await publishStandings(w, first, judge, [alpha.projectId, beta.projectId]);
    const added = await w.call('POST', `/ventures/${alpha.ventureId}/milestones`, owner, {
      type: 'customer_interviews',
      occurredOn: '2026-10-01',
      figures: { count: 12 },
    });
    expect(added.statusCode).toBe(201);
    [{ title: firstTitle }] = await w
      .em()
      .execute<{ title: string }[]>('select title from events where id = ?', [first]);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it("under blind review: the venture's stage, earlier standings and figures, and no name anywhere", async () => {
    const [returningId, newId] = await reviewedEvent(true, [
      [owner, { ventureId: alphaVentureId }],
      [newcomer, {}],
    ]);
    const { body, returning } = await view(returningId);
    expect(returning).toEqual({
      name: null,
      stage: 'validating',
      sprintsEntered: 1,
      bestPlace: 1,
      sprints: [{ sprintTitle: firstTitle, place: 1, rank: 1, of: 2 }],
      figures: expect.objectContaining({ interviews: { all: 12, verified: 0 }, funding: [] }),
    });
    for (const identifying of ['Alpha Freight', alphaVentureId, owner.email]) expect(body).not.toContain(identifying);

    expect((await view(newId)).returning).toBeNull();
  });

  it('without blind review: the venture with its name', async () => {
    const [returningId] = await reviewedEvent(false, [[owner, { ventureId: alphaVentureId }]]);
    const { returning } = await view(returningId);
    expect(returning).toMatchObject({
      name: 'Alpha Freight',
      stage: 'validating',
      bestPlace: 1,
      sprints: [{ sprintTitle: firstTitle, place: 1, rank: 1, of: 2 }],
    });
  });
});
