import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE, createSprint } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { publishStandings } from './standings-support.js';
import { type ErrorBody, VenturesWorld } from './ventures-support.js';

interface Row {
  id: string;
  name: string;
  stage: string;
  verifiedStage: string;
  cohorts: { eventId: string; title: string; place: number | null; rank: number | null; of: number | null }[];
  bestPlace: number | null;
  lastActivityAt: string;
  checkin: string;
  funding: { currency: string; all: number; verified: number }[];
  designPartners: { all: number; verified: number };
}
interface Page {
  items: Row[];
  total: number;
}
interface Figure {
  value: number | null;
  count: number;
  n: number;
  excluded: number;
  definition: string;
}
interface Figures {
  cohorts: {
    sprint: { eventId: string; title: string };
    returnRate: Figure;
    fundedAlumni: Figure;
    outcomes: { days: number; kind: string; all: Figure; verifiedOnly: Figure }[];
    funnel: Record<string, number>;
  }[];
  overall: { returnRate: Figure; fundedAlumni: Figure };
}

// Sprint 2 runs a quarter after sprint 1 (which ends 2027-01-08); the clock sits inside it. Milestone
// dates are validated against the real day, so they come before both sprints.
const IN_SPRINT_2 = new Date('2027-04-06T16:00:00Z');

describe('ventures portfolio and programme figures (staff)', () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let admin: TestAccount;
  let organizer: TestAccount;
  let member: TestAccount;
  let stranger: TestAccount;
  let judgeOfEvent: TestAccount;
  let judgeOfOther: TestAccount;
  let sprint1: string;
  let sprint2: string;
  let alpha: { projectId: string; ventureId: string };
  let beta: { projectId: string; ventureId: string };
  let gamma: { projectId: string; ventureId: string };
  let clock: jest.SpiedFunction<() => Date>;

  const page = async (query = '', who: TestAccount = admin) => {
    const response = await w.call('GET', `/admin/ventures${query}`, who);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const names = async (query: string) => (await page(query)).items.map((row) => row.name);

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    member = await createAccount(app, 'participant', 'alpha-owner');
    const betaOwner = await createAccount(app, 'participant', 'beta-owner');
    const gammaOwner = await createAccount(app, 'participant', 'gamma-owner');
    stranger = await createAccount(app, 'participant', 'stranger');
    judgeOfEvent = await createAccount(app, 'judge', 'judge-one');
    judgeOfOther = await createAccount(app, 'judge', 'judge-two');
    w = new VenturesWorld(app, admin, organizer);
    clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);

    sprint1 = await w.sprint([judgeOfEvent]);
    alpha = await w.entry(sprint1, member, 'Alpha Freight');
    beta = await w.entry(sprint1, betaOwner, 'Beta Clinics');
    // Beta entered the startup track (the default is discovery).
    await w.em().execute("update project_submissions set track = 'startup' where venture_id = ?", [beta.ventureId]);
    await publishStandings(w, sprint1, judgeOfEvent, [alpha.projectId, beta.projectId]);

    sprint2 = await createSprint(app, organizer, {
      startDate: '2027-04-05T16:00:00Z',
      endDate: '2027-04-08T16:00:00Z',
      submissionDeadline: '2027-04-07T16:00:00Z',
    });
    expect(
      (await w.call('POST', `/admin/events/${sprint2}/judges`, organizer, { userId: judgeOfOther.userId })).statusCode,
    ).toBe(201);
    clock.mockReturnValue(IN_SPRINT_2);
    const again = await w.entry(sprint2, member, 'Alpha Freight II', { ventureId: alpha.ventureId });
    expect(again.ventureId).toBe(alpha.ventureId);
    gamma = await w.entry(sprint2, gammaOwner, 'Gamma Grid');

    const milestone = async (ventureId: string, who: TestAccount, body: object, verify = false) => {
      const added = await w.call('POST', `/ventures/${ventureId}/milestones`, who, body);
      expect(added.statusCode).toBe(201);
      if (verify) {
        const { id } = added.json<{ id: string }>();
        const verified = await w.call('POST', `/admin/ventures/${ventureId}/milestones/${id}/verify`, organizer, {
          note: 'Saw the contract',
        });
        expect(verified.statusCode).toBe(204);
      }
    };
    const partner = {
      type: 'design_partner',
      occurredOn: '2026-10-01',
      figures: { organisation: 'Port of Rotterdam' },
    };
    await milestone(alpha.ventureId, member, partner, true);
    const eur = { amountMinor: 25_000_000, currency: 'EUR', source: 'angel' };
    await milestone(alpha.ventureId, member, { type: 'funding', occurredOn: '2026-10-15', figures: eur }, true);
    const usd = { amountMinor: 100_000, currency: 'USD', source: 'grant' };
    await milestone(alpha.ventureId, member, { type: 'funding', occurredOn: '2026-10-16', figures: usd });
    const pilot = { organisation: 'City Hospital', state: 'running' };
    await milestone(beta.ventureId, betaOwner, { type: 'pilot', occurredOn: '2026-10-20', figures: pilot });

    // Arranged directly (check-ins are created and asked by their own scheduler, tested in
    // checkins.int-spec.ts): beta was asked ten days ago and has not answered.
    await w.em().execute(
      `insert into venture_checkins (id, venture_id, event_id, offset_days, due_at, state, asked_at)
       values (gen_random_uuid(), ?, ?, 30, ?, 'asked', ?)`,
      [beta.ventureId, sprint1, new Date('2027-02-07T16:00:00Z'), new Date('2027-03-27T16:00:00Z')],
    );
    // Gamma's first check-in falls due two days after the clock (not asked yet: no tick runs here).
    await w.em().execute(
      `insert into venture_checkins (id, venture_id, event_id, offset_days, due_at, state)
       values (gen_random_uuid(), ?, ?, 30, ?, 'scheduled')`,
      [gamma.ventureId, sprint2, new Date(IN_SPRINT_2.getTime() + 2 * 24 * 3600 * 1000)],
    );
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('is for organizers and admins only: visitors 401, members, strangers and judges 403', async () => {
    for (const url of ['/admin/ventures', '/admin/ventures/export.csv', '/admin/ventures/figures']) {
      expect((await w.call('GET', url)).statusCode).toBe(401);
      for (const who of [member, stranger, judgeOfEvent, judgeOfOther]) {
        expect({ url, status: (await w.call('GET', url, who)).statusCode }).toEqual({ url, status: 403 });
      }
      for (const who of [organizer, admin]) {
        expect({ url, status: (await w.call('GET', url, who)).statusCode }).toEqual({ url, status: 200 });
      }
    }
  });

  it('shows each venture with its stage, cohorts, best place, check-in, funding per currency and design partners', async () => {
    const { items, total } = await page('?sort=venture_asc');
    expect(total).toBe(3);
    const [a, b, g] = items;
    expect(a).toMatchObject({
      id: alpha.ventureId,
      name: 'Alpha Freight',
      stage: 'funded',
      verifiedStage: 'funded',
      bestPlace: 1,
      checkin: 'Up to date',
      funding: [
        { currency: 'EUR', all: 25_000_000, verified: 25_000_000 },
        { currency: 'USD', all: 100_000, verified: 0 },
      ],
      designPartners: { all: 1, verified: 1 },
    });
    expect(a.cohorts).toEqual([
      expect.objectContaining({ eventId: sprint1, place: 1, rank: 1, of: 2 }),
      expect.objectContaining({ eventId: sprint2, place: null, rank: null }),
    ]);
    expect(b).toMatchObject({ name: 'Beta Clinics', stage: 'pilot', verifiedStage: 'idea', bestPlace: null });
    expect(b.checkin).toBe('Overdue');
    expect(b.cohorts).toEqual([expect.objectContaining({ eventId: sprint1, place: null, rank: 2, of: 2 })]);
    expect(g).toMatchObject({
      id: gamma.ventureId,
      name: 'Gamma Grid',
      stage: 'idea',
      funding: [],
      designPartners: { all: 0, verified: 0 },
    });
    // The folded stage agrees with the venture page's.
    for (const row of items) {
      const venture = (await w.call('GET', `/ventures/${row.id}`, admin)).json<{
        stage: string;
        verifiedStage: string;
      }>();
      expect([row.stage, row.verifiedStage]).toEqual([venture.stage, venture.verifiedStage]);
    }
  });

  it("moves a venture's check-in standing when the clock alone passes its due date, with nothing recorded between", async () => {
    const gammaStanding = async () => (await page('?search=Gamma')).items.map((row) => row.checkin);
    expect(await gammaStanding()).toEqual(['Up to date']);
    expect(await gammaStanding()).toEqual(['Up to date']);
    try {
      clock.mockReturnValue(new Date(IN_SPRINT_2.getTime() + 2 * 24 * 3600 * 1000 + 1000));
      expect(await gammaStanding()).toEqual(['Due']);
    } finally {
      clock.mockReturnValue(IN_SPRINT_2);
    }
    expect(await gammaStanding()).toEqual(['Up to date']);
  });

  it('filters by cohort, stage (all or verified-only), track, overdue check-in and name', async () => {
    expect(await names(`?eventId=${sprint2}&sort=venture_asc`)).toEqual(['Alpha Freight', 'Gamma Grid']);
    expect(await names(`?eventId=${sprint1}&sort=venture_asc`)).toEqual(['Alpha Freight', 'Beta Clinics']);
    expect(await names('?stage=pilot')).toEqual(['Beta Clinics']);
    expect(await names('?stage=pilot&verifiedOnly=true')).toEqual([]);
    expect(await names('?stage=idea&verifiedOnly=true&sort=venture_asc')).toEqual(['Beta Clinics', 'Gamma Grid']);
    expect(await names('?track=startup')).toEqual(['Beta Clinics']);
    expect(await names('?overdue=true')).toEqual(['Beta Clinics']);
    expect(await names('?search=FREIGHT')).toEqual(['Alpha Freight']);
    expect(await names('?search=%25')).toEqual([]);
  });

  it('sorts by every column both ways and pages', async () => {
    expect(await names('?sort=venture_desc')).toEqual(['Gamma Grid', 'Beta Clinics', 'Alpha Freight']);
    expect(await names('?sort=stage_desc')).toEqual(['Alpha Freight', 'Beta Clinics', 'Gamma Grid']);
    expect(await names('?sort=cohorts_desc')).toEqual(['Alpha Freight', 'Beta Clinics', 'Gamma Grid']);
    // No place sorts last either way.
    expect((await names('?sort=best_place_asc'))[0]).toBe('Alpha Freight');
    expect((await names('?sort=best_place_desc'))[0]).toBe('Alpha Freight');
    expect((await names('?sort=checkin_desc'))[0]).toBe('Beta Clinics');
    expect(await names('?sort=funding_desc')).toEqual(['Alpha Freight', 'Beta Clinics', 'Gamma Grid']);
    expect((await names('?sort=design_partners_asc')).at(-1)).toBe('Alpha Freight');
    const activity = (await page('?sort=last_activity_desc')).items.map((row) => row.lastActivityAt);
    expect(activity).toEqual([...activity].sort().reverse());
    expect(await page('?sort=venture_asc&pageSize=1&page=2')).toMatchObject({
      total: 3,
      items: [expect.objectContaining({ name: 'Beta Clinics' })],
    });
  });

  it('answers 400 naming the field for a bad filter, sort or page', async () => {
    for (const [query, field] of [
      ['?stage=unicorn', 'stage'],
      ['?sort=name_up', 'sort'],
      ['?verifiedOnly=maybe', 'verifiedOnly'],
      ['?overdue=1', 'overdue'],
      ['?eventId=sprint-1', 'eventId'],
      ['?pageSize=500', 'pageSize'],
    ]) {
      const response = await w.call('GET', `/admin/ventures${query}`, admin);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json<ErrorBody>().fields?.map((f) => f.field)).toContain(field);
    }
    const csv = await w.call('GET', '/admin/ventures/export.csv?stage=unicorn', admin);
    expect(csv.statusCode).toBe(400);
  });

  it('exports the filtered, sorted portfolio as CSV', async () => {
    const response = await w.call('GET', `/admin/ventures/export.csv?eventId=${sprint1}&sort=venture_asc`, organizer);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('sprintboard-ventures.csv');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Venture,Stage,Verified stage,Cohorts entered,Best place,Last activity,Check-in,Funding,Verified funding,Design partners,Verified design partners',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Alpha Freight,funded,funded,Sprint \w+; Sprint \w+,1,/);
    expect(lines[1]).toContain(',Up to date,EUR 250000.00; USD 1000.00,EUR 250000.00,1,1');
    expect(lines[2]).toMatch(/^Beta Clinics,pilot,idea,Sprint \w+,,.*,Overdue,,,0,0$/);
  });

  it('computes the programme figures per cohort and overall, each with n and its definition', async () => {
    const figures = (await w.call('GET', '/admin/ventures/figures', organizer)).json<Figures>();
    expect(figures.cohorts.map((cohort) => cohort.sprint.eventId)).toEqual([sprint1, sprint2]);
    const [first, second] = figures.cohorts;
    expect(first.funnel).toEqual({ entered: 2, returned: 1, designPartner: 1, pilot: 1, funded: 1 });
    expect(first.returnRate).toMatchObject({ value: 0.5, count: 1, n: 2, excluded: 0 });
    expect(first.returnRate.definition).toContain('share that entered a later sprint');
    // Sprint 2 is the latest: nobody could have come back yet.
    expect(second.returnRate).toMatchObject({ value: null, n: 0, excluded: 2 });
    // 90 days after sprint 1 (2027-04-08) have not passed: excluded, not failed.
    const partner90 = first.outcomes.find((o) => o.days === 90 && o.kind === 'design_partner');
    expect(partner90?.all).toMatchObject({ value: null, n: 0, excluded: 2 });
    expect(first.fundedAlumni).toMatchObject({ value: 1, count: 1, n: 2 });
    expect(figures.overall.fundedAlumni).toMatchObject({ value: 1, count: 1, n: 3 });
    expect(figures.overall.returnRate).toMatchObject({ count: 1, n: 2, excluded: 2 });
  });
});
