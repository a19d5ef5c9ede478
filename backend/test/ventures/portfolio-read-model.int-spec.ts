import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import { Clock } from '../../src/common/clock.js';
import { BACKFILL_VENTURE_SUMMARIES } from '../../src/database/migrations/Migration20261127010000_venture_summaries.js';
import { BACKFILL_PORTFOLIO_ORDER } from '../../src/database/migrations/Migration20261127053000_portfolio_order.js';
import { VentureSummaryProjection } from '../../src/ventures/read-model/venture-summary.projection.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { publishStandings } from './standings-support.js';
import { VenturesWorld } from './ventures-support.js';

interface Row {
  id: string;
  name: string;
  stage: string;
  verifiedStage: string;
  cohorts: { eventId: string; title: string; place: number | null; rank: number | null; of: number | null }[];
  bestPlace: number | null;
  funding: { currency: string; all: number; verified: number }[];
  designPartners: { all: number; verified: number };
}
interface Standing {
  rank: number | null;
  of: number;
  place: number | null;
}

const PILOT = { type: 'pilot', occurredOn: '2026-10-20', figures: { organisation: 'City Hospital', state: 'running' } };
const PARTNER = { type: 'design_partner', occurredOn: '2026-10-01', figures: { organisation: 'Port of Rotterdam' } };
const FUNDING = {
  type: 'funding',
  occurredOn: '2026-11-01',
  figures: { amountMinor: 25_000_000, currency: 'EUR', source: 'angel' },
};

/**
 * The portfolio reads venture_summaries and venture_entry_standings (a read model kept in the
 * transaction of the commands that change them): each change shows on the next read, and the model
 * stays what a rebuild from the ventures' rows and published results gives.
 */
describe('ventures portfolio read model', () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let admin: TestAccount;
  let organizer: TestAccount;
  let judge: TestAccount;
  let people = 0;

  const person = () => createAccount(app, 'participant', `read-model-${(people += 1)}`);
  /** The portfolio's row of the venture named exactly `name`, if it is listed. */
  const rowOf = async (name: string): Promise<Row | undefined> => {
    const response = await w.call('GET', `/admin/ventures?search=${encodeURIComponent(name)}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Row[] }>().items.find((row) => row.name === name);
  };
  const standingsOnPage = async (ventureId: string) =>
    (await w.call('GET', `/ventures/${ventureId}`, organizer))
      .json<{ entries: { submissionId: string; standing: Standing | null }[] }>()
      .entries.map(({ submissionId, standing }) => ({ submissionId, standing }));
  const addMilestone = async (ventureId: string, who: TestAccount, body: object) => {
    const added = await w.call('POST', `/ventures/${ventureId}/milestones`, who, body);
    expect(added.statusCode).toBe(201);
    return added.json<{ id: string }>().id;
  };
  const verification = async (ventureId: string, milestoneId: string, verb: 'verify' | 'unverify') => {
    const response = await w.call('POST', `/admin/ventures/${ventureId}/milestones/${milestoneId}/${verb}`, organizer, {
      note: 'Checked with the customer',
    });
    expect(response.statusCode).toBe(204);
  };

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    judge = await createAccount(app, 'judge', 'read-model-judge');
    w = new VenturesWorld(app, admin, organizer);
    // Before the deadline, but moving: entries submitted one after another keep that order.
    let tick = 0;
    jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(BEFORE_DEADLINE.getTime() + tick++));
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  it('shows the best place and standings once results are published, and drops them when withdrawn', async () => {
    const sprint = await w.sprint([judge]);
    const winner = await w.entry(sprint, await person(), 'Orbit Labs');
    const runnerUp = await w.entry(sprint, await person(), 'Quasar Works');
    expect(await rowOf('Orbit Labs')).toMatchObject({
      bestPlace: null,
      cohorts: [expect.objectContaining({ eventId: sprint, place: null, rank: null, of: null })],
    });
    expect(await standingsOnPage(winner.ventureId)).toEqual([{ submissionId: winner.submissionId, standing: null }]);

    await publishStandings(w, sprint, judge, [winner.projectId, runnerUp.projectId]);
    expect(await rowOf('Orbit Labs')).toMatchObject({
      bestPlace: 1,
      cohorts: [expect.objectContaining({ eventId: sprint, place: 1, rank: 1, of: 2 })],
    });
    expect(await rowOf('Quasar Works')).toMatchObject({
      bestPlace: null,
      cohorts: [expect.objectContaining({ place: null, rank: 2, of: 2 })],
    });
    expect(await standingsOnPage(winner.ventureId)).toEqual([
      { submissionId: winner.submissionId, standing: { rank: 1, of: 2, place: 1 } },
    ]);
    const best = await w.call('GET', `/admin/ventures?sort=best_place_asc&eventId=${sprint}`, admin);
    expect(best.json<{ items: Row[] }>().items.map((row) => row.name)).toEqual(['Orbit Labs', 'Quasar Works']);

    const { version } = (await w.call('GET', `/admin/events/${sprint}/judging`, organizer)).json<{ version: number }>();
    const withdrawn = await w.call('POST', `/admin/events/${sprint}/judging/withdraw`, organizer, {
      expectedVersion: version,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await rowOf('Orbit Labs')).toMatchObject({
      bestPlace: null,
      cohorts: [expect.objectContaining({ place: null, rank: null, of: null })],
    });
    expect(await standingsOnPage(winner.ventureId)).toEqual([{ submissionId: winner.submissionId, standing: null }]);
  });

  it('follows milestones added, verified, unverified and removed: stage, verified stage, funding, partners', async () => {
    const owner = await person();
    const { ventureId } = await w.entry(await w.sprint(), owner, 'Helix Pilots');
    expect(await rowOf('Helix Pilots')).toMatchObject({ stage: 'idea', verifiedStage: 'idea' });

    const pilot = await addMilestone(ventureId, owner, PILOT);
    expect(await rowOf('Helix Pilots')).toMatchObject({ stage: 'pilot', verifiedStage: 'idea' });
    await verification(ventureId, pilot, 'verify');
    expect(await rowOf('Helix Pilots')).toMatchObject({ stage: 'pilot', verifiedStage: 'pilot' });
    const verifiedPilots = await w.call('GET', '/admin/ventures?stage=pilot&verifiedOnly=true&search=Helix', admin);
    expect(verifiedPilots.json<{ items: Row[] }>().items.map((row) => row.id)).toEqual([ventureId]);

    await verification(ventureId, pilot, 'unverify');
    expect(await rowOf('Helix Pilots')).toMatchObject({ stage: 'pilot', verifiedStage: 'idea' });

    const funding = await addMilestone(ventureId, owner, FUNDING);
    await addMilestone(ventureId, owner, PARTNER);
    await verification(ventureId, funding, 'verify');
    expect(await rowOf('Helix Pilots')).toMatchObject({
      stage: 'funded',
      verifiedStage: 'funded',
      funding: [{ currency: 'EUR', all: 25_000_000, verified: 25_000_000 }],
      designPartners: { all: 1, verified: 0 },
    });

    const removed = await w.call('DELETE', `/ventures/${ventureId}/milestones/${funding}`, owner);
    expect(removed.statusCode).toBe(204);
    expect(await rowOf('Helix Pilots')).toMatchObject({ stage: 'pilot', verifiedStage: 'idea', funding: [] });
  });

  it('merges the summaries of merged ventures, and moves a cohort with a moved entry', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const sprint1 = await w.sprint([judge]);
    const from = await w.entry(sprint1, a, 'Nimbus One');
    const sprint2 = await w.sprint();
    const into = await w.entry(sprint2, b, 'Nimbus Two');
    await addMilestone(from.ventureId, a, FUNDING);
    await addMilestone(into.ventureId, b, PARTNER);
    await publishStandings(w, sprint1, judge, [from.projectId]);
    expect(await rowOf('Nimbus One')).toMatchObject({ bestPlace: 1, stage: 'funded' });
    expect(await rowOf('Nimbus Two')).toMatchObject({ bestPlace: null, stage: 'design_partner' });

    const merged = await w.call('POST', `/admin/ventures/${from.ventureId}/merge`, organizer, {
      intoVentureId: into.ventureId,
      reason: 'One startup',
    });
    expect(merged.statusCode).toBe(204);
    expect(await rowOf('Nimbus One')).toBeUndefined();
    const row = await rowOf('Nimbus Two');
    expect(row).toMatchObject({
      stage: 'funded',
      bestPlace: 1,
      funding: [{ currency: 'EUR', all: 25_000_000, verified: 0 }],
      designPartners: { all: 1, verified: 0 },
    });
    expect(row?.cohorts.map((cohort) => [cohort.eventId, cohort.place])).toEqual([
      [sprint1, 1],
      [sprint2, null],
    ]);
    const inSprint1 = await w.call('GET', `/admin/ventures?eventId=${sprint1}`, admin);
    expect(inSprint1.json<{ items: Row[] }>().items.map((item) => item.name)).toEqual(['Nimbus Two']);

    // Staff move the sprint-2 entry of another venture over: its cohort (and track) go with it.
    const stray = await w.entry(sprint2, c, 'Stray Comet');
    await w.em().execute("update project_submissions set track = 'startup' where id = ?", [stray.submissionId]);
    const moved = await w.call('POST', `/admin/ventures/entries/${stray.submissionId}/move`, organizer, {
      ventureId: into.ventureId,
      reason: 'Same team, same product',
    });
    expect(moved.statusCode).toBe(204);
    expect(await rowOf('Stray Comet')).toMatchObject({ cohorts: [], bestPlace: null });
    expect((await rowOf('Nimbus Two'))?.cohorts).toHaveLength(3);
    const startup = await w.call('GET', '/admin/ventures?track=startup&search=Nimbus', admin);
    expect(startup.json<{ items: Row[] }>().items.map((item) => item.name)).toEqual(['Nimbus Two']);
  });

  it('follows a venture renamed and its sprints renamed or moved: the name it sorts by, its cohorts in sprint order', async () => {
    const owner = await person();
    const [first, second] = [await w.sprint(), await w.sprint()];
    const { ventureId } = await w.entry(first, owner, 'Zephyr Freight');
    await w.entry(second, owner, 'Zephyr Freight Two', { ventureId });
    const titles = async () => (await rowOf('Zephyr Freight'))?.cohorts.map((cohort) => [cohort.eventId, cohort.title]);
    const titleOf = async (eventId: string) =>
      (await w.call('GET', `/admin/events/${eventId}`, organizer)).json<{ title: string }>().title;
    expect(await titles()).toEqual([
      [first, await titleOf(first)],
      [second, await titleOf(second)],
    ]);

    const edit = async (eventId: string, changes: object) => {
      const event = (await w.call('GET', `/admin/events/${eventId}`, organizer)).json<Record<string, unknown>>();
      const edited = await w.call('PUT', `/admin/events/${eventId}`, organizer, {
        ...Object.fromEntries(
          [
            'title',
            'timezone',
            'startDate',
            'endDate',
            'submissionDeadline',
            'graceMinutes',
            'tracks',
            'teamSizeMax',
          ].map((key) => [key, event[key]]),
        ),
        expectedVersion: event.version,
        ...changes,
      });
      expect(edited.statusCode).toBe(200);
    };
    // The first sprint now ends after the second: the oldest sprint comes first.
    const secondEnd = (await w.call('GET', `/admin/events/${second}`, organizer)).json<{ endDate: string }>().endDate;
    await edit(first, { endDate: new Date(new Date(secondEnd).getTime() + 24 * 3600 * 1000).toISOString() });
    await edit(second, { title: 'Sprint of the harbours' });
    expect(await titles()).toEqual([
      [second, 'Sprint of the harbours'],
      [first, await titleOf(first)],
    ]);

    // Renamed: the new name is listed and sorted by.
    await w.entry(second, await person(), 'Zephyr Freight Rival');
    const renamed = await w.call('PATCH', `/ventures/${ventureId}`, owner, { name: 'Zephyr Aardvark' });
    expect(renamed.statusCode).toBe(204);
    const byName = await w.call('GET', '/admin/ventures?search=Zephyr&sort=venture_asc', admin);
    expect(byName.json<{ items: Row[] }>().items.map((row) => row.name)).toEqual([
      'Zephyr Aardvark',
      'Zephyr Freight Rival',
    ]);
    const byNameDesc = await w.call('GET', '/admin/ventures?search=Zephyr&sort=venture_desc', admin);
    expect(byNameDesc.json<{ items: Row[] }>().items.map((row) => row.name)).toEqual([
      'Zephyr Freight Rival',
      'Zephyr Aardvark',
    ]);
  });

  it('follows the sheets published results count: a conflict declared, then the judge removed', async () => {
    const seated = await createAccount(app, 'judge', 'read-model-removed-judge');
    const sprint = await w.sprint([seated]);
    const first = await w.entry(sprint, await person(), 'Kestrel Maps');
    const second = await w.entry(sprint, await person(), 'Lumen Grid');
    await publishStandings(w, sprint, seated, [first.projectId, second.projectId]);
    expect(await rowOf('Lumen Grid')).toMatchObject({ cohorts: [expect.objectContaining({ rank: 2, of: 2 })] });

    // The judge declares a conflict with Lumen Grid after publication: its sheet stops counting.
    const declared = await w.call('POST', `/judging/events/${sprint}/conflicts`, seated, {
      projectId: second.projectId,
      reason: 'I advise this team now',
    });
    expect(declared.statusCode).toBe(201);
    expect(await rowOf('Lumen Grid')).toMatchObject({ cohorts: [expect.objectContaining({ rank: null, of: 1 })] });
    expect(await rowOf('Kestrel Maps')).toMatchObject({ cohorts: [expect.objectContaining({ rank: 1, of: 1 })] });

    // Removed from the sprint, with their sheets: nobody is ranked; the place awarded stays.
    const removed = await w.call('DELETE', `/admin/events/${sprint}/judges/${seated.userId}`, organizer);
    expect(removed.statusCode).toBe(200);
    expect(await rowOf('Kestrel Maps')).toMatchObject({
      bestPlace: 1,
      cohorts: [expect.objectContaining({ place: 1, rank: null, of: 0 })],
    });
    expect(await standingsOnPage(first.ventureId)).toEqual([
      { submissionId: first.submissionId, standing: { rank: null, of: 0, place: 1 } },
    ]);
  });

  it('follows a sprint deleted with its entries: its cohort and standings go', async () => {
    const owner = await person();
    const sprint1 = await w.sprint([judge]);
    const { projectId, ventureId } = await w.entry(sprint1, owner, 'Osprey Docks');
    const sprint2 = await w.sprint();
    await w.entry(sprint2, owner, 'Osprey Docks Two', { ventureId });
    await publishStandings(w, sprint1, judge, [projectId]);
    expect(await rowOf('Osprey Docks')).toMatchObject({ bestPlace: 1 });

    const deleted = await w.call('DELETE', `/admin/events/${sprint1}`, admin);
    expect(deleted.statusCode).toBe(204);
    const row = await rowOf('Osprey Docks');
    expect(row).toMatchObject({ bestPlace: null });
    expect(row?.cohorts.map((cohort) => cohort.eventId)).toEqual([sprint2]);
    expect(await w.count('select count(*) as n from venture_entry_standings where event_id = ?', [sprint1])).toBe(0);
    const inDeleted = await w.call('GET', `/admin/ventures?eventId=${sprint1}`, admin);
    expect(inDeleted.json<{ total: number }>().total).toBe(0);
  });

  it('stays what a rebuild from the ventures and the published results gives', async () => {
    const em = app.get(EntityManager).fork();
    const check = await app.get(ProjectionRegistry).verifyRebuild(em, 'venture_summaries');
    expect(check.identical).toBe(true);
    expect(check.liveRows).toBeGreaterThan(0);
  });

  it("is what the migrations' backfills give, with the published standings filled in at start", async () => {
    const em = app.get(EntityManager).fork();
    const snapshot = () => em.fork().transactional((tx) => app.get(VentureSummaryProjection).snapshot(tx));
    const live = await snapshot();
    await em.execute('delete from venture_summaries; delete from venture_entry_standings');
    await em.execute(BACKFILL_VENTURE_SUMMARIES);
    await em.execute(BACKFILL_PORTFOLIO_ORDER);
    // The migration cannot compute results: no standings until the app starts.
    expect(await rowOf('Orbit Labs')).toMatchObject({ bestPlace: null });
    expect(await rowOf('Nimbus Two')).toMatchObject({ bestPlace: null, stage: 'funded' });

    await app.get(VentureSummaryProjection).onApplicationBootstrap();
    expect(await snapshot()).toEqual(live);
    expect(await rowOf('Nimbus Two')).toMatchObject({ bestPlace: 1 });
  });
});
