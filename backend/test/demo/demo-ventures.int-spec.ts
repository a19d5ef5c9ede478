import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ChainVerifier } from '../../src/audit/chain-verifier.js';
import { DEMO_ACCOUNTS } from '../../src/cli/demo/demo-accounts.js';
import { COHORT_TEAMS } from '../../src/cli/demo/demo-cohorts.js';
import { EARLIER_SPRINTS } from '../../src/cli/demo/demo-earlier-sprints.js';
import { seedDemo } from '../../src/cli/demo/seed-demo.js';
import { MILESTONE_TYPES } from '../../src/ventures/venture-rules.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { demoApi } from './demo-api.js';

const DAY = 24 * 3600_000;
/** The whole demo, written command by command (a few hundred of them), on a busy CI runner. */
const SEED_TIMEOUT_MS = 180_000;
const EARLIER_TITLES = Object.values(EARLIER_SPRINTS).map((sprint) => sprint.title);
/** The solo teams each earlier sprint gains for the insights screen (demo-cohorts.ts), each a new venture. */
const COHORT_COUNT = Object.values(COHORT_TEAMS).flat().length;

interface PortfolioItem {
  id: string;
  name: string;
  stage: string;
  verifiedStage: string;
  cohorts: { eventId: string; title: string; place: number | null; rank: number | null; of: number | null }[];
  bestPlace: number | null;
  checkin: string;
  funding: { currency: string; all: number; verified: number }[];
}

describe('npm run db:seed -- --demo: the ventures across sprints', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let api: ReturnType<typeof demoApi>;
  const now = new Date();

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    api = demoApi(app);
    const summary = await seedDemo(app, now);
    expect(summary.written).toBe(true);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  const rows = <T extends object>(sql: string, params: unknown[] = []) => em.execute<T[]>(sql, params);
  const earlierEvents = () =>
    rows<{ id: string; title: string; status: string; end_date: Date; phase: string; winners: string }>(
      `select e.id, e.title, e.status, e.end_date, j.phase,
              (select count(*) from winners w where w.event_id = e.id) as winners
         from events e left join event_judging j on j.event_id = e.id
        where e.title in (?) order by e.start_date`,
      [EARLIER_TITLES],
    );

  it('has three earlier sprints, completed, with published results and winners', async () => {
    const events = await earlierEvents();
    expect(events.map((event) => event.title)).toEqual(EARLIER_TITLES);
    for (const event of events) {
      expect(event).toMatchObject({ status: 'completed', phase: 'published' });
      expect(new Date(event.end_date).getTime()).toBeLessThan(now.getTime());
      expect(Number(event.winners)).toBeGreaterThan(0);
    }
  });

  it('has a venture that entered all three and others that entered two', async () => {
    const ids = (await earlierEvents()).map((event) => event.id);
    const entered = await rows<{ name: string; sprints: string }>(
      `select v.name, count(distinct s.event_id) as sprints
         from project_submissions s join ventures v on v.id = s.venture_id
        where s.event_id in (?) group by v.name order by v.name`,
      [ids],
    );
    expect(entered.filter((row) => row.sprints === '3').map((row) => row.name)).toEqual(['Waitline']);
    expect(entered.filter((row) => row.sprints === '2').length).toBeGreaterThanOrEqual(2);
    expect(entered.some((row) => row.sprints === '1')).toBe(true);
  });

  it('has milestones of every type, some verified by staff and some self-reported', async () => {
    const types = await rows<{ type: string; verified: string; self_reported: string }>(
      `select type, count(verified_at) as verified, count(*) filter (where verified_at is null) as self_reported
         from venture_milestones group by type`,
    );
    expect(types.map((row) => row.type).sort()).toEqual([...MILESTONE_TYPES].sort());
    expect(types.reduce((sum, row) => sum + Number(row.verified), 0)).toBeGreaterThan(0);
    expect(types.reduce((sum, row) => sum + Number(row.self_reported), 0)).toBeGreaterThan(0);
    const [verifiers] = await rows<{ by_admin: string; verified: string }>(
      `select count(*) filter (where u.email = ?) as by_admin, count(*) as verified
         from venture_milestones m join users u on u.id = m.verified_by where m.verified_at is not null`,
      [DEMO_ACCOUNTS.admin.email],
    );
    expect(verifiers.by_admin).toBe(verifiers.verified);
  });

  it('has check-ins answered, stopped, due, overdue (reminded) and scheduled', async () => {
    const checkins = await rows<{
      state: string;
      due_at: Date;
      asked_at: Date | null;
      reminded_at: Date | null;
      continuing: string | null;
    }>(`select state, due_at, asked_at, reminded_at, answer->>'continuing' as continuing from venture_checkins`);
    const at = (value: Date | null) => (value === null ? NaN : new Date(value).getTime());
    const answered = checkins.filter((row) => row.state === 'answered');
    expect(answered.filter((row) => row.continuing === 'continuing').length).toBeGreaterThan(0);
    expect(answered.filter((row) => row.continuing === 'stopped')).toHaveLength(1);
    const asked = checkins.filter((row) => row.state === 'asked');
    const due = asked.filter((row) => row.reminded_at === null && at(row.asked_at) > now.getTime() - 7 * DAY);
    const overdue = asked.filter((row) => row.reminded_at !== null && at(row.reminded_at) <= now.getTime());
    expect(due.length).toBeGreaterThan(0);
    expect(overdue.length).toBeGreaterThan(0);
    // Nothing the running app's scheduler would still ask or remind.
    expect(asked.filter((row) => row.reminded_at === null && at(row.asked_at) <= now.getTime() - 7 * DAY)).toEqual([]);
    const scheduled = checkins.filter((row) => row.state === 'scheduled');
    expect(scheduled.length).toBeGreaterThan(0);
    for (const row of scheduled) expect(at(row.due_at)).toBeGreaterThan(now.getTime());
    // The stopped answer recorded the venture's 'stopped' milestone.
    const [stopped] = await rows<{ n: string }>(
      `select count(*) as n from venture_milestones m join venture_checkins c on c.id = m.checkin_id
        where m.type = 'stopped' and c.answer->>'continuing' = 'stopped'`,
    );
    expect(stopped.n).toBe('1');
  });

  it('wrote every venture change through its command: each has its audit event, and the chain verifies', async () => {
    const missing = async (sql: string) => (await rows<{ id: string }>(sql)).map((row) => row.id);
    const eventFor = (type: string, key: string) =>
      `not exists (select 1 from domain_events d where d.stream_type = 'venture' and d.type = '${type}' and d.payload->>'${key}' = x.id::text)`;
    expect(
      await missing(`select x.id from ventures x where not exists (select 1 from domain_events d
         where d.stream_type = 'venture' and d.type = 'venture.created' and d.stream_id = x.id::text)`),
    ).toEqual([]);
    expect(
      await missing(
        `select x.id from venture_milestones x where ${eventFor('venture.milestone_added', 'milestoneId')}`,
      ),
    ).toEqual([]);
    expect(
      await missing(
        `select x.id from venture_milestones x where x.verified_at is not null and ${eventFor('venture.milestone_verified', 'milestoneId')}`,
      ),
    ).toEqual([]);
    expect(
      await missing(
        `select x.id from venture_checkins x where x.state = 'answered' and ${eventFor('venture.checkin_answered', 'checkinId')}`,
      ),
    ).toEqual([]);
    expect(
      await missing(
        `select x.id from venture_checkins x where x.asked_at is not null and ${eventFor('venture.checkin_asked', 'checkinId')}`,
      ),
    ).toEqual([]);
    expect(
      await missing(
        `select x.id from venture_checkins x where x.reminded_at is not null and ${eventFor('venture.checkin_reminded', 'checkinId')}`,
      ),
    ).toEqual([]);
    const types = await rows<{ type: string }>(
      `select distinct type from domain_events where stream_type = 'venture' order by 1`,
    );
    expect(types.map((row) => row.type)).toEqual(
      expect.arrayContaining([
        'venture.created',
        'venture.entry_linked',
        'venture.updated',
        'venture.milestone_added',
        'venture.milestone_verified',
        'venture.checkins_scheduled',
        'venture.checkin_asked',
        'venture.checkin_reminded',
        'venture.checkin_answered',
      ]),
    );
    const [{ n }] = await rows<{ n: string }>('select count(*) as n from domain_events');
    expect(await app.get(ChainVerifier).verify(em)).toEqual({ ok: true, verified: Number(n) });
  });

  it('shows staff the portfolio with each venture’s cohorts, places, check-in standing and funding', async () => {
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email);
    const page = await api.get<{ items: PortfolioItem[]; total: number }>('/api/admin/ventures?pageSize=100', admin);
    const byName = new Map(page.items.map((item) => [item.name, item]));
    const waitline = byName.get('Waitline')!;
    expect(waitline.cohorts.map((cohort) => cohort.title)).toEqual([...EARLIER_TITLES, 'Health Sprint']);
    expect(waitline.cohorts.slice(0, 3).map((cohort) => cohort.place)).toEqual([1, 1, 2]);
    // First place, and ranked at the top with a planted cohort team of the same normalised score
    // (equal scores are ordered by their random ids, so either may come first).
    expect(waitline.cohorts[0]).toMatchObject({ of: 3 + COHORT_TEAMS.civic.length });
    expect(waitline.cohorts[0].rank).toBeLessThanOrEqual(2);
    expect(waitline).toMatchObject({ bestPlace: 1, stage: 'funded', verifiedStage: 'funded', checkin: 'Due' });
    expect(waitline.funding).toEqual([{ currency: 'USD', all: 15_000_000, verified: 15_000_000 }]);
    expect(byName.get('Shelf Sense')).toMatchObject({
      cohorts: [{ title: 'Retail Sprint' }, { title: 'Small Business Sprint' }],
      bestPlace: 2,
      checkin: 'Overdue',
      funding: [{ currency: 'EUR', all: 2_500_000, verified: 0 }],
    });
    expect(byName.get('Permit Pal')).toMatchObject({ stage: 'stopped', checkin: 'Up to date', bestPlace: 2 });
    expect(byName.get('Ballot Buddy')).toMatchObject({ checkin: 'Overdue', bestPlace: 4 });
    expect(byName.get('Dock Slots')).toMatchObject({ checkin: 'Up to date', bestPlace: 1 });
    // The Climate Sprint's ventures, entered once, have check-ins ahead.
    expect(byName.get('Grid Pulse')).toMatchObject({ cohorts: [{ title: 'Climate Sprint' }], checkin: 'Up to date' });
    expect(page.total).toBe(8 + COHORT_COUNT);

    // The cohort chart: every completed sprint, with ventures returning from the earlier ones.
    const figures = await api.get<{ cohorts: { sprint: { title: string }; funnel: Record<string, number> }[] }>(
      '/api/admin/ventures/figures',
      admin,
    );
    const funnelOf = new Map(figures.cohorts.map((cohort) => [cohort.sprint.title, cohort.funnel]));
    expect(funnelOf.get('Civic Sprint')).toMatchObject({ entered: 3 + COHORT_TEAMS.civic.length, returned: 2 });
    expect(funnelOf.get('Retail Sprint')).toMatchObject({ entered: 3 + COHORT_TEAMS.retail.length, returned: 2 });
    expect(funnelOf.get('Civic Sprint')!.funded).toBeGreaterThan(0);
  });

  it('gives the participant, the judge and the Applications table something to show', async () => {
    const [pat, judge, admin] = await Promise.all(
      [DEMO_ACCOUNTS.pat, DEMO_ACCOUNTS.judge, DEMO_ACCOUNTS.admin].map(({ email }) => api.signIn(email)),
    );
    // My Ventures: Waitline with its sprints and the check-in due.
    const mine = await api.get<{ name: string; sprintsEntered: number; nextCheckin: { overdue: boolean } | null }[]>(
      '/api/ventures/mine',
      pat,
    );
    expect(mine.find((card) => card.name === 'Waitline')).toMatchObject({
      sprintsEntered: 4,
      nextCheckin: expect.objectContaining({ overdue: true }),
    });

    // The judge of the running sprint sees Clinic Queue as Waitline returning, with its earlier places.
    const [clinicQueue] = await rows<{ project_id: string; event_id: string }>(
      `select project_id, event_id from project_submissions where snapshot->>'title' = 'Clinic Queue'`,
    );
    const sheet = await api.get<{
      venture: { name: string; earlierEntries: { sprintTitle: string; place: number | null }[] } | null;
    }>(`/api/judging/projects/${clinicQueue.project_id}/sheet?event=${clinicQueue.event_id}`, judge);
    expect(sheet.venture?.name).toBe('Waitline');
    expect(sheet.venture?.earlierEntries.map((entry) => [entry.sprintTitle, entry.place])).toEqual([
      ['Civic Sprint', 1],
      ['Retail Sprint', 1],
      ['Small Business Sprint', 2],
    ]);

    // Applications to the upcoming sprint: returning applicants carry their venture and best place.
    const [fintech] = await rows<{ id: string }>(`select id from events where title = 'Fintech Sprint'`);
    const applications = await api.get<{ items: { returning: { name: string; bestPlace: number | null } | null }[] }>(
      `/api/admin/applications?eventId=${fintech.id}&pageSize=50`,
      admin,
    );
    expect(
      applications.items.flatMap((item) => (item.returning ? [[item.returning.name, item.returning.bestPlace]] : [])),
    ).toEqual(
      expect.arrayContaining([
        ['Waitline', 1],
        ['Shelf Sense', 2],
      ]),
    );
  });
});
