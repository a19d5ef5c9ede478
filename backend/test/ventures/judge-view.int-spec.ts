import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { publishStandings } from './standings-support.js';
import { VenturesWorld } from './ventures-support.js';

interface SheetBody {
  submission: { title: string };
  venture: {
    ventureId: string;
    name: string;
    earlierEntries: Record<string, unknown>[];
    sinceSprint: { eventId: string; title: string };
    milestonesSince: Record<string, unknown>[];
  } | null;
}

// Sprint 1 ran in June 2026 (milestone dates are checked against the real day, so the months
// since it can hold milestones); sprint 2 is the default sprint of the specs, in January 2027.
const IN_SPRINT_1 = new Date('2026-06-02T16:00:00Z');

describe("ventures: a judge's view of a returning venture", () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let admin: TestAccount;
  let organizer: TestAccount;
  let owner: TestAccount;
  let stranger: TestAccount;
  let earlierJudge: TestAccount;
  let judgeOfEvent: TestAccount;
  let judgeOfOther: TestAccount;
  let sprint1: string;
  let sprint1Title: string;
  let alpha: { projectId: string; ventureId: string };
  let returning: { projectId: string; ventureId: string };
  let newcomer: { projectId: string; ventureId: string };

  const sheet = (projectId: string, who?: TestAccount) => w.call('GET', `/judging/projects/${projectId}/sheet`, who);

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'alpha-owner');
    const rival = await createAccount(app, 'participant', 'rival');
    const newOwner = await createAccount(app, 'participant', 'new-owner');
    stranger = await createAccount(app, 'participant', 'stranger');
    earlierJudge = await createAccount(app, 'judge', 'earlier-judge');
    judgeOfEvent = await createAccount(app, 'judge', 'judge-now');
    judgeOfOther = await createAccount(app, 'judge', 'judge-elsewhere');
    w = new VenturesWorld(app, admin, organizer);
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(IN_SPRINT_1);

    sprint1Title = `June Sprint ${Date.now().toString(36)}`;
    sprint1 = await createSprint(app, organizer, {
      title: sprint1Title,
      startDate: '2026-06-01T16:00:00Z',
      endDate: '2026-06-04T16:00:00Z',
      submissionDeadline: '2026-06-03T16:00:00Z',
    });
    expect(
      (await w.call('POST', `/admin/events/${sprint1}/judges`, organizer, { userId: earlierJudge.userId })).statusCode,
    ).toBe(201);
    alpha = await w.entry(sprint1, owner, 'Alpha Freight');
    const beta = await w.entry(sprint1, rival, 'Beta Clinics');
    // The earlier judge leaves a note to staff and feedback: neither may reach the later judge.
    await publishStandings(w, sprint1, earlierJudge, [alpha.projectId, beta.projectId]);

    const milestone = async (body: object, verify = false) => {
      const added = await w.call('POST', `/ventures/${alpha.ventureId}/milestones`, owner, body);
      expect(added.statusCode).toBe(201);
      if (!verify) return;
      const { id } = added.json<{ id: string }>();
      const verified = await w.call('POST', `/admin/ventures/${alpha.ventureId}/milestones/${id}/verify`, organizer, {
        note: 'STAFF-VERIFY-NOTE',
      });
      expect(verified.statusCode).toBe(204);
    };
    // Before sprint 1 ended: not 'since'.
    await milestone({ type: 'customer_interviews', occurredOn: '2026-05-20', figures: { count: 8 } });
    await milestone(
      { type: 'design_partner', occurredOn: '2026-09-01', figures: { organisation: 'Port of Rotterdam' } },
      true,
    );
    await milestone({
      type: 'funding',
      occurredOn: '2026-10-01',
      figures: { amountMinor: 25_000_000, currency: 'EUR', source: 'angel' },
      description: 'Pre-seed',
    });

    clock.mockReturnValue(BEFORE_DEADLINE);
    const sprint2 = await w.sprint([judgeOfEvent]);
    await w.sprint([judgeOfOther]);
    returning = await w.entry(sprint2, owner, 'Alpha Freight II', { ventureId: alpha.ventureId });
    expect(returning.ventureId).toBe(alpha.ventureId);
    newcomer = await w.entry(sprint2, newOwner, 'Gamma Grid');
    const { version } = (await w.call('GET', `/admin/events/${sprint2}/judging`, organizer)).json<{
      version: number;
    }>();
    expect(
      (await w.call('POST', `/admin/events/${sprint2}/judging/open`, organizer, { expectedVersion: version }))
        .statusCode,
    ).toBe(200);
    expect(
      (await w.call('POST', `/admin/events/${sprint2}/judging/assign`, organizer, { reviewsPerSubmission: 1 }))
        .statusCode,
    ).toBe(200);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it("shows the judge of sprint 2 the venture's earlier entry (title, place, rank 'n of m') and the milestones since", async () => {
    const response = await sheet(returning.projectId, judgeOfEvent);
    expect(response.statusCode).toBe(200);
    const body = response.json<SheetBody>();
    expect(body.submission.title).toBe('Alpha Freight II');
    expect(body.venture).toEqual({
      ventureId: alpha.ventureId,
      name: 'Alpha Freight',
      earlierEntries: [
        { eventId: sprint1, sprintTitle: sprint1Title, title: 'Alpha Freight', rank: 1, of: 2, place: 1 },
      ],
      sinceSprint: { eventId: sprint1, title: sprint1Title },
      // Newest first; the interviews before sprint 1 ended are not 'since'.
      milestonesSince: [
        {
          type: 'funding',
          occurredOn: '2026-10-01',
          figures: { amountMinor: 25_000_000, currency: 'EUR', source: 'angel' },
          description: 'Pre-seed',
          verified: false,
        },
        {
          type: 'design_partner',
          occurredOn: '2026-09-01',
          figures: { organisation: 'Port of Rotterdam' },
          description: null,
          verified: true,
        },
      ],
    });
  });

  it("never carries earlier judges' names, notes, feedback or per-judge scores", async () => {
    const text = (await sheet(returning.projectId, judgeOfEvent)).body;
    for (const secret of [
      earlierJudge.userId,
      earlierJudge.email,
      'earlier-judge',
      'JUDGE-NOTE',
      'Feedback 1 from the judge',
      'STAFF-VERIFY-NOTE',
    ]) {
      expect(text).not.toContain(secret);
    }
    const venture = JSON.parse(text).venture as Record<string, unknown>;
    expect(JSON.stringify(venture)).not.toMatch(/"(scores?|judges?|judgeName|notes?|noteToStaff|feedback|total)"/);
  });

  it('shows no venture for a first entry', async () => {
    const response = await sheet(newcomer.projectId, judgeOfEvent);
    expect(response.statusCode).toBe(200);
    expect(response.json<SheetBody>().venture).toBeNull();
  });

  it('only the assigned judge reads the sheet: everyone else is refused and sees nothing of the venture', async () => {
    expect((await sheet(returning.projectId)).statusCode).toBe(401);
    for (const who of [owner, stranger, earlierJudge, judgeOfOther, organizer, admin]) {
      const response = await sheet(returning.projectId, who);
      expect({ who: who.email, status: response.statusCode }).toEqual({ who: who.email, status: 403 });
      expect(response.body).not.toContain('Port of Rotterdam');
    }
  });
});
