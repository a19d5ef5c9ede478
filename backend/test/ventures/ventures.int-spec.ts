import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Clock } from '../../src/common/clock.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { BEFORE_DEADLINE } from '../support/events.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';
import { type ErrorBody, VenturesWorld } from './ventures-support.js';

interface VentureBody {
  id: string;
  view: string;
  name: string;
  pitch: string | null;
  stage: string;
  verifiedStage: string;
  sprintsCount: number;
  mergedIntoId: string | null;
  foundedIn: { eventId: string; title: string } | null;
  figures: {
    interviews: { all: number; verified: number };
    funding: { currency: string; all: number; verified: number }[];
  };
  entries: { submissionId: string; title: string; sprint: { eventId: string } }[];
  milestones: { id: string; type: string; verified: boolean; figures: Record<string, unknown> }[];
  members: { userId: string; role: string }[];
  canEdit: boolean;
}

const INTERVIEWS = { type: 'customer_interviews', occurredOn: '2026-10-01', figures: { count: 12 } };
const FUNDING = {
  type: 'funding',
  occurredOn: '2026-11-01',
  figures: { amountMinor: 25_000_000, currency: 'EUR', source: 'angel' },
  description: 'Pre-seed',
};

describe('ventures', () => {
  let app: NestFastifyApplication;
  let w: VenturesWorld;
  let admin: TestAccount;
  let organizer: TestAccount;
  let owner: TestAccount;
  let teammate: TestAccount;
  let stranger: TestAccount;
  let judgeOfEvent: TestAccount;
  let judgeOfOther: TestAccount;
  let eventId: string;
  let otherEventId: string;
  let first: { projectId: string; submissionId: string; ventureId: string };

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()), { runWorkers: false });
    admin = await createAccount(app, 'admin');
    organizer = await createAccount(app, 'organizer');
    owner = await createAccount(app, 'participant', 'owner');
    teammate = await createAccount(app, 'participant', 'teammate');
    stranger = await createAccount(app, 'participant', 'stranger');
    judgeOfEvent = await createAccount(app, 'judge', 'judge-a');
    judgeOfOther = await createAccount(app, 'judge', 'judge-b');
    w = new VenturesWorld(app, admin, organizer);
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(BEFORE_DEADLINE);
    eventId = await w.sprint([judgeOfEvent]);
    otherEventId = await w.sprint([judgeOfOther]);
    first = await w.entry(eventId, owner, 'Supply Radar', {}, [teammate]);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
  });

  const venture = async (id: string, who?: TestAccount) => w.call('GET', `/ventures/${id}`, who);

  describe('submitting', () => {
    it("starts a new venture named after the project by default, recorded with the submission's audit event", async () => {
      const events = await w.events(first.ventureId);
      expect(events.map((event) => event.type)).toEqual(['venture.created']);
      expect(events[0].payload).toMatchObject({
        name: 'Supply Radar',
        foundedEventId: eventId,
        submissionId: first.submissionId,
      });
      expect(events[0].actor_id).toBe(owner.userId);
      const [submitted] = await w
        .em()
        .execute<{ payload: { ventureId: string } }[]>(
          "select payload from domain_events where type = 'project.submitted' and stream_id = ?",
          [first.projectId],
        );
      expect(submitted.payload.ventureId).toBe(first.ventureId);

      const cards = (await w.call('GET', '/ventures/mine', owner)).json<
        { id: string; name: string; stage: string; sprintsEntered: number }[]
      >();
      expect(cards).toEqual([
        expect.objectContaining({ id: first.ventureId, name: 'Supply Radar', stage: 'idea', sprintsEntered: 1 }),
      ]);
      // The teammate is a member too (derived from the team).
      expect((await w.call('GET', '/ventures/mine', teammate)).json<{ id: string }[]>().map((card) => card.id)).toEqual(
        [first.ventureId],
      );
    });

    it('continues a venture the submitter is a member of in a later sprint, and offers it on the submit form', async () => {
      const choices = (await w.call('GET', '/ventures/mine/choices', owner)).json<
        { id: string; lastSprint: { eventId: string } }[]
      >();
      expect(choices).toEqual([
        expect.objectContaining({ id: first.ventureId, lastSprint: expect.objectContaining({ eventId }) }),
      ]);

      const later = await w.sprint();
      const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(BEFORE_DEADLINE.getTime() + 60_000));
      const next = await w.entry(later, owner, 'Supply Radar 2', { ventureId: first.ventureId });
      clock.mockReturnValue(BEFORE_DEADLINE);
      expect(next.ventureId).toBe(first.ventureId);
      expect((await w.lastEvent(first.ventureId))?.type).toBe('venture.entry_linked');
      const body = (await venture(first.ventureId, owner)).json<VentureBody>();
      expect(body.sprintsCount).toBe(2);
      expect(body.entries.map((entry) => entry.title)).toEqual(['Supply Radar 2', 'Supply Radar']);
      expect(body.foundedIn?.eventId).toBe(eventId);
    });

    it("refuses someone else's venture (403) and writes nothing, and a venture twice in one sprint (409)", async () => {
      const projectId = await w.team(otherEventId, stranger, 'Copycat');
      const ventures = await w.count('select count(*) n from ventures');
      const refused = await w.submit(projectId, otherEventId, stranger, { ventureId: first.ventureId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('NOT_VENTURE_MEMBER');
      const unknown = await w.submit(projectId, otherEventId, stranger, {
        ventureId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(403);
      expect(await w.count('select count(*) n from project_submissions where project_id = ?', [projectId])).toBe(0);
      expect(await w.count('select count(*) n from ventures')).toBe(ventures);

      // The teammate's own team in the first sprint cannot bring the same venture in again.
      const second = await w.team(eventId, await createAccount(app, 'participant', 'x'), 'Second', []);
      await w
        .em()
        .execute("insert into project_members (project_id, user_id, role) values (?, ?, 'member')", [
          second,
          owner.userId,
        ]);
      const twice = await w.submit(second, eventId, owner, { ventureId: first.ventureId });
      expect(twice.statusCode).toBe(409);
      expect(twice.json<ErrorBody>().code).toBe('VENTURE_ALREADY_IN_EVENT');
    });

    it('is a 400 naming the field for a venture choice that is not one', async () => {
      const projectId = await w.team(await w.sprint(), await createAccount(app, 'participant', 'y'), 'Choice');
      const cases: [object, string][] = [
        [{ venture: 'old' }, 'venture'],
        [{ ventureId: 'abc' }, 'ventureId'],
        [{ venture: 'new', ventureId: first.ventureId }, 'ventureId'],
      ];
      for (const [payload, field] of cases) {
        const response = await w.call('POST', `/projects/${projectId}/submissions`, owner, {
          eventId,
          track: 'discovery',
          ...payload,
        });
        expect({
          payload,
          status: response.statusCode,
          fields: response.json<ErrorBody>().fields?.map((f) => f.field),
        }).toEqual({
          payload,
          status: 400,
          fields: [field],
        });
      }
    });
  });

  describe('access per role', () => {
    let milestoneId: string;

    beforeAll(async () => {
      const added = await w.call('POST', `/ventures/${first.ventureId}/milestones`, owner, INTERVIEWS);
      expect(added.statusCode).toBe(201);
      milestoneId = added.json<{ id: string }>().id;
      expect((await w.call('POST', `/ventures/${first.ventureId}/milestones`, owner, FUNDING)).statusCode).toBe(201);
    });

    it('reads a private venture: members and staff only; everyone else as if it did not exist', async () => {
      const cases: [string, TestAccount | undefined, number, string?][] = [
        ['visitor', undefined, 404],
        ['participant member', teammate, 200, 'member'],
        ['participant stranger', stranger, 404],
        ['judge of the event', judgeOfEvent, 404],
        ['judge of another event', judgeOfOther, 404],
        ['organizer', organizer, 200, 'staff'],
        ['admin', admin, 200, 'staff'],
      ];
      for (const [who, account, status, view] of cases) {
        const response = await venture(first.ventureId, account);
        expect({ who, status: response.statusCode, view: response.json<VentureBody>().view }).toEqual({
          who,
          status,
          view,
        });
      }
    });

    it('lists only the caller’s own ventures; visitors are asked to sign in', async () => {
      expect((await w.call('GET', '/ventures/mine')).statusCode).toBe(401);
      expect((await w.call('GET', '/ventures/mine/choices')).statusCode).toBe(401);
      for (const account of [stranger, judgeOfEvent, judgeOfOther, organizer, admin]) {
        expect((await w.call('GET', '/ventures/mine', account)).json()).toEqual([]);
        expect((await w.call('GET', '/ventures/mine/choices', account)).json()).toEqual([]);
      }
    });

    it('a public venture shows visitors its name, pitch, verified stage and verified milestones only', async () => {
      expect(
        (
          await w.call('PATCH', `/ventures/${first.ventureId}`, owner, {
            pitch: 'Sees shortages coming',
            isPublic: true,
          })
        ).statusCode,
      ).toBe(204);
      expect((await w.lastEvent(first.ventureId))?.payload).toEqual({
        changes: { pitch: 'Sees shortages coming', isPublic: true },
      });
      expect(
        (
          await w.call('POST', `/admin/ventures/${first.ventureId}/milestones/${milestoneId}/verify`, organizer, {
            note: 'Saw the notes',
          })
        ).statusCode,
      ).toBe(204);

      for (const account of [undefined, stranger, judgeOfEvent, judgeOfOther]) {
        const response = await venture(first.ventureId, account);
        expect(response.statusCode).toBe(200);
        const body = response.json<VentureBody>();
        expect(body).toMatchObject({
          view: 'public',
          name: 'Supply Radar',
          pitch: 'Sees shortages coming',
          stage: 'validating',
          canEdit: false,
        });
        expect(body.milestones.map((milestone) => milestone.type)).toEqual(['customer_interviews']);
        expect(body.figures.funding).toEqual([]);
        expect(body.entries).toEqual([]);
        expect(body.members).toEqual([]);
        expect(response.body).not.toContain(owner.email);
        expect(response.body).not.toContain('Saw the notes');
      }
      const member = (await venture(first.ventureId, owner)).json<VentureBody>();
      expect(member).toMatchObject({ view: 'member', stage: 'funded', verifiedStage: 'validating', canEdit: true });
      expect(member.figures.funding).toEqual([{ currency: 'EUR', all: 25_000_000, verified: 0 }]);
      expect(member.figures.interviews).toEqual({ all: 12, verified: 12 });
    });

    it('milestone commands: members only (a private venture is a 404 to others, a public one a 403)', async () => {
      const cases: [string, TestAccount | undefined, number][] = [
        ['visitor', undefined, 401],
        ['participant stranger', stranger, 403],
        ['judge of the event', judgeOfEvent, 403],
        ['judge of another event', judgeOfOther, 403],
        ['organizer', organizer, 403],
        ['admin', admin, 403],
        ['participant member', teammate, 201],
      ];
      for (const [who, account, status] of cases) {
        const response = await w.call('POST', `/ventures/${first.ventureId}/milestones`, account, INTERVIEWS);
        expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
      await w.call('PATCH', `/ventures/${first.ventureId}`, owner, { isPublic: false });
      const hidden = await w.call('POST', `/ventures/${first.ventureId}/milestones`, stranger, INTERVIEWS);
      expect(hidden.statusCode).toBe(404);
      expect((await w.call('PATCH', `/ventures/${first.ventureId}`, stranger, { name: 'Mine now' })).statusCode).toBe(
        404,
      );
    });

    it('staff commands (verify, move, merge): organizer and admin only', async () => {
      const other = await w.entry(await w.sprint(), await createAccount(app, 'participant', 'z'), 'Other');
      const cases: [string, TestAccount | undefined, number][] = [
        ['visitor', undefined, 401],
        ['participant member', owner, 403],
        ['participant stranger', stranger, 403],
        ['judge of the event', judgeOfEvent, 403],
        ['judge of another event', judgeOfOther, 403],
      ];
      for (const [who, account, status] of cases) {
        const calls = [
          w.call('POST', `/admin/ventures/${first.ventureId}/milestones/${milestoneId}/unverify`, account, {
            note: 'x',
          }),
          w.call('POST', `/admin/ventures/entries/${other.submissionId}/move`, account, {
            ventureId: first.ventureId,
            reason: 'x',
          }),
          w.call('POST', `/admin/ventures/${other.ventureId}/merge`, account, {
            intoVentureId: first.ventureId,
            reason: 'x',
          }),
        ];
        for (const response of await Promise.all(calls))
          expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
      expect(
        (
          await w.call('POST', `/admin/ventures/${first.ventureId}/milestones/${milestoneId}/unverify`, admin, {
            note: 'Notes lost',
          })
        ).statusCode,
      ).toBe(204);
      expect(await w.lastEvent(first.ventureId)).toMatchObject({
        type: 'venture.milestone_unverified',
        actor_id: admin.userId,
        payload: { milestoneId, note: 'Notes lost' },
      });
      expect(
        (
          await w.call('POST', `/admin/ventures/${first.ventureId}/milestones/${milestoneId}/verify`, organizer, {
            note: 'Found them',
          })
        ).statusCode,
      ).toBe(204);
      expect(await w.lastEvent(first.ventureId)).toMatchObject({
        type: 'venture.milestone_verified',
        actor_id: organizer.userId,
      });
      const twice = await w.call('POST', `/admin/ventures/${first.ventureId}/milestones/${milestoneId}/verify`, admin, {
        note: 'again',
      });
      expect(twice.json<ErrorBody>().code).toBe('MILESTONE_ALREADY_VERIFIED');
      const noNote = await w.call(
        'POST',
        `/admin/ventures/${first.ventureId}/milestones/${milestoneId}/unverify`,
        admin,
        { note: ' ' },
      );
      expect(noNote.json<ErrorBody>().fields?.map((f) => f.field)).toEqual(['note']);
    });
  });

  describe('milestones', () => {
    let ventureId: string;
    let member: TestAccount;

    beforeAll(async () => {
      member = await createAccount(app, 'participant', 'milestones');
      ({ ventureId } = await w.entry(await w.sprint(), member, 'Milestone Co'));
    });

    const add = (payload: object) => w.call('POST', `/ventures/${ventureId}/milestones`, member, payload);

    it('adds every type with its figures, each with its audit event', async () => {
      const good = [
        INTERVIEWS,
        {
          type: 'design_partner',
          occurredOn: '2026-10-02',
          figures: { organisation: 'Acme' },
          link: 'https://acme.example.com',
        },
        { type: 'letter_of_intent', occurredOn: '2026-10-03', figures: { organisation: 'Globex' } },
        { type: 'pilot', occurredOn: '2026-10-04', figures: { organisation: 'Acme', state: 'paid' } },
        { type: 'revenue', occurredOn: '2026-10-05', figures: { monthlyAmountMinor: 120_000, currency: 'USD' } },
        FUNDING,
        { type: 'team_change', occurredOn: '2026-10-06', figures: { person: 'Ada', change: 'joined' } },
        { type: 'pivot', occurredOn: '2026-10-07', figures: { change: 'Hospitals first' } },
        { type: 'stopped', occurredOn: '2026-11-02', figures: { reason: 'No budget' } },
      ];
      for (const payload of good) {
        const response = await add(payload);
        expect({ type: (payload as { type: string }).type, status: response.statusCode }).toEqual({
          type: (payload as { type: string }).type,
          status: 201,
        });
        expect(await w.lastEvent(ventureId)).toMatchObject({
          type: 'venture.milestone_added',
          payload: { milestoneId: response.json<{ id: string }>().id, type: (payload as { type: string }).type },
        });
      }
      const body = (await venture(ventureId, member)).json<VentureBody>();
      expect(body.milestones).toHaveLength(good.length);
      expect(body.stage).toBe('stopped');
    });

    it('is a 400 naming the field for bad figures, and writes nothing', async () => {
      const before = await w.count('select count(*) n from venture_milestones where venture_id = ?', [ventureId]);
      const events = (await w.events(ventureId)).length;
      const tomorrow = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
      const cases: [object, string][] = [
        [{ ...INTERVIEWS, figures: { count: -1 } }, 'figures.count'],
        [{ ...INTERVIEWS, figures: { count: 2.5 } }, 'figures.count'],
        [{ ...INTERVIEWS, figures: { count: 3, currency: 'EUR' } }, 'figures.currency'],
        [{ ...FUNDING, figures: { amountMinor: 100, currency: 'EUX', source: 'angel' } }, 'figures.currency'],
        [{ ...FUNDING, figures: { amountMinor: 100, currency: 'EUR', source: 'bank' } }, 'figures.source'],
        [{ ...FUNDING, figures: { amountMinor: 10.5, currency: 'EUR', source: 'angel' } }, 'figures.amountMinor'],
        [
          { type: 'revenue', occurredOn: '2026-10-05', figures: { monthlyAmountMinor: -5, currency: 'USD' } },
          'figures.monthlyAmountMinor',
        ],
        [
          { type: 'pilot', occurredOn: '2026-10-04', figures: { organisation: 'Acme', state: 'done' } },
          'figures.state',
        ],
        [
          { type: 'design_partner', occurredOn: '2026-10-02', figures: { organisation: 'A'.repeat(201) } },
          'figures.organisation',
        ],
        [{ type: 'design_partner', occurredOn: '2026-10-02', figures: { organisation: '  ' } }, 'figures.organisation'],
        [{ ...INTERVIEWS, occurredOn: tomorrow }, 'occurredOn'],
        [{ ...INTERVIEWS, occurredOn: '2026-02-30' }, 'occurredOn'],
        [{ ...INTERVIEWS, type: 'unicorn' }, 'type'],
        [{ type: 'customer_interviews', occurredOn: '2026-10-01' }, 'figures'],
        [{ ...INTERVIEWS, link: 'javascript:alert(1)' }, 'link'],
      ];
      for (const [payload, field] of cases) {
        const response = await add(payload);
        expect({
          payload,
          status: response.statusCode,
          fields: response.json<ErrorBody>().fields?.map((f) => f.field),
        }).toEqual({
          payload,
          status: 400,
          fields: expect.arrayContaining([field]),
        });
      }
      expect(await w.count('select count(*) n from venture_milestones where venture_id = ?', [ventureId])).toBe(before);
      expect((await w.events(ventureId)).length).toBe(events);
    });

    it('edits (a verified milestone becomes self-reported again) and removes, each audited', async () => {
      const id = (await add(INTERVIEWS)).json<{ id: string }>().id;
      await w.call('POST', `/admin/ventures/${ventureId}/milestones/${id}/verify`, admin, { note: 'Checked' });
      const edited = await w.call('PUT', `/ventures/${ventureId}/milestones/${id}`, member, {
        ...INTERVIEWS,
        figures: { count: 30 },
      });
      expect(edited.statusCode).toBe(204);
      expect(await w.lastEvent(ventureId)).toMatchObject({
        type: 'venture.milestone_edited',
        payload: { milestoneId: id, before: { figures: { count: 12 } }, after: { figures: { count: 30 } } },
      });
      const shown = (await venture(ventureId, member))
        .json<VentureBody>()
        .milestones.find((milestone) => milestone.id === id);
      expect(shown).toMatchObject({ verified: false, figures: { count: 30 } });

      const badEdit = await w.call('PUT', `/ventures/${ventureId}/milestones/${id}`, member, {
        ...INTERVIEWS,
        figures: { count: -3 },
      });
      expect(badEdit.statusCode).toBe(400);

      expect((await w.call('DELETE', `/ventures/${ventureId}/milestones/${id}`, member)).statusCode).toBe(204);
      expect(await w.lastEvent(ventureId)).toMatchObject({
        type: 'venture.milestone_removed',
        payload: { milestoneId: id },
      });
      expect((await w.call('DELETE', `/ventures/${ventureId}/milestones/${id}`, member)).statusCode).toBe(404);
    });
  });

  describe('re-linking, moving, merging and members', () => {
    it('lets the owner re-link an entry to another of their ventures until judging opens; staff after that', async () => {
      const founder = await createAccount(app, 'participant', 'founder');
      const helper = await createAccount(app, 'participant', 'helper');
      const home = await w.entry(await w.sprint(), founder, 'Home', {}, [helper]);
      const sprint = await w.sprint();
      const stray = await w.entry(sprint, founder, 'Stray', {}, [helper]);
      expect(stray.ventureId).not.toBe(home.ventureId);

      const byMember = await w.call('POST', `/ventures/entries/${stray.submissionId}/venture`, helper, {
        ventureId: home.ventureId,
      });
      expect(byMember.json<ErrorBody>().code).toBe('NOT_ENTRY_OWNER');
      const foreign = await w.call('POST', `/ventures/entries/${stray.submissionId}/venture`, founder, {
        ventureId: first.ventureId,
      });
      expect(foreign.json<ErrorBody>().code).toBe('NOT_VENTURE_MEMBER');
      const byStranger = await w.call('POST', `/ventures/entries/${stray.submissionId}/venture`, stranger, {
        ventureId: home.ventureId,
      });
      expect(byStranger.statusCode).toBe(404);

      const relinked = await w.call('POST', `/ventures/entries/${stray.submissionId}/venture`, founder, {
        ventureId: home.ventureId,
      });
      expect(relinked.statusCode).toBe(204);
      expect(await w.ventureOf(stray.submissionId)).toBe(home.ventureId);
      expect(await w.lastEvent(home.ventureId)).toMatchObject({
        type: 'venture.entry_moved',
        actor_id: founder.userId,
        payload: { submissionId: stray.submissionId, fromVentureId: stray.ventureId, byStaff: false },
      });

      // Back again, then judging of the sprint opens: the owner may no longer move it.
      await w.call('POST', `/admin/ventures/entries/${stray.submissionId}/move`, organizer, {
        ventureId: stray.ventureId,
        reason: 'Asked to undo',
      });
      const progress = (await w.call('GET', `/admin/events/${sprint}/judging`, organizer)).json<{ version: number }>();
      expect(
        (await w.call('POST', `/admin/events/${sprint}/judging/open`, organizer, { expectedVersion: progress.version }))
          .statusCode,
      ).toBe(200);
      const late = await w.call('POST', `/ventures/entries/${stray.submissionId}/venture`, founder, {
        ventureId: home.ventureId,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json<ErrorBody>().code).toBe('ENTRY_JUDGING_STARTED');
      const noReason = await w.call('POST', `/admin/ventures/entries/${stray.submissionId}/move`, admin, {
        ventureId: home.ventureId,
      });
      expect(new Set(noReason.json<ErrorBody>().fields?.map((f) => f.field))).toEqual(new Set(['reason']));
      const moved = await w.call('POST', `/admin/ventures/entries/${stray.submissionId}/move`, admin, {
        ventureId: home.ventureId,
        reason: 'Same team, same product',
      });
      expect(moved.statusCode).toBe(204);
      expect(await w.lastEvent(home.ventureId)).toMatchObject({
        type: 'venture.entry_moved',
        actor_id: admin.userId,
        payload: { byStaff: true, reason: 'Same team, same product' },
      });
      expect(
        (await venture(home.ventureId, founder))
          .json<VentureBody>()
          .entries.map((entry) => entry.title)
          .sort(),
      ).toEqual(['Home', 'Stray']);
    });

    it('merges two ventures keeping every entry and milestone, audited with the reason', async () => {
      const a = await createAccount(app, 'participant', 'merge-a');
      const b = await createAccount(app, 'participant', 'merge-b');
      const from = await w.entry(await w.sprint(), a, 'Twin One');
      const into = await w.entry(await w.sprint(), b, 'Twin Two');
      const fromMilestones = [];
      for (const payload of [INTERVIEWS, FUNDING]) {
        fromMilestones.push(
          (await w.call('POST', `/ventures/${from.ventureId}/milestones`, a, payload)).json<{ id: string }>().id,
        );
      }
      const intoMilestone = (await w.call('POST', `/ventures/${into.ventureId}/milestones`, b, INTERVIEWS)).json<{
        id: string;
      }>().id;

      const noReason = await w.call('POST', `/admin/ventures/${from.ventureId}/merge`, organizer, {
        intoVentureId: into.ventureId,
        reason: '',
      });
      expect(noReason.json<ErrorBody>().fields?.map((f) => f.field)).toEqual(['reason']);
      const merged = await w.call('POST', `/admin/ventures/${from.ventureId}/merge`, organizer, {
        intoVentureId: into.ventureId,
        reason: 'One startup',
      });
      expect(merged.statusCode).toBe(204);

      const body = (await venture(into.ventureId, b)).json<VentureBody>();
      expect(body.entries.map((entry) => entry.submissionId).sort()).toEqual(
        [from.submissionId, into.submissionId].sort(),
      );
      expect(body.milestones.map((milestone) => milestone.id).sort()).toEqual(
        [...fromMilestones, intoMilestone].sort(),
      );
      expect(body.members.map((member) => member.userId).sort()).toEqual([a.userId, b.userId].sort());
      expect(await w.lastEvent(into.ventureId)).toMatchObject({
        type: 'venture.merged',
        actor_id: organizer.userId,
        payload: { fromVentureId: from.ventureId, reason: 'One startup', submissionIds: [from.submissionId] },
      });
      const old = (await venture(from.ventureId, admin)).json<VentureBody>();
      expect(old).toMatchObject({ mergedIntoId: into.ventureId, entries: [], milestones: [] });
      expect((await w.call('GET', '/ventures/mine', a)).json<{ id: string }[]>().map((card) => card.id)).toEqual([
        into.ventureId,
      ]);
      const again = await w.call('POST', `/admin/ventures/${from.ventureId}/merge`, admin, {
        intoVentureId: into.ventureId,
        reason: 'x',
      });
      expect(again.json<ErrorBody>().code).toBe('VENTURE_MERGED');

      // The audit log names the ventures and says the merge in words; a search by venture name finds it.
      interface AuditRow {
        type: string;
        record: string;
        change: string;
        fields: { label: string; value: string }[];
      }
      const audit = await w.call('GET', '/admin/audit?q=Twin%20Two&pageSize=200', admin);
      expect(audit.statusCode).toBe(200);
      const rows = audit.json<{ items: AuditRow[] }>().items;
      const mergedRow = rows.find((row) => row.type === 'venture.merged');
      expect(mergedRow).toMatchObject({
        record: 'Venture Twin Two',
        change: 'Merged Twin One into it (1 entries, 2 milestones): One startup',
      });
      expect(mergedRow?.fields).toEqual(
        expect.arrayContaining([
          { label: 'Venture', value: 'Twin Two' },
          { label: 'From venture', value: 'Twin One' },
        ]),
      );
      expect(rows.map((row) => row.type)).toEqual(
        expect.arrayContaining(['venture.created', 'venture.milestone_added']),
      );
      expect(rows.every((row) => row.record === 'Venture Twin Two' || !row.type.startsWith('venture.'))).toBe(true);
    });

    it('removes a member: themselves, or anyone by staff; never another member', async () => {
      const lead = await createAccount(app, 'participant', 'lead');
      const mate = await createAccount(app, 'participant', 'mate');
      const third = await createAccount(app, 'participant', 'third');
      const { ventureId } = await w.entry(await w.sprint(), lead, 'Crew', {}, [mate, third]);

      const other = await w.call('DELETE', `/ventures/${ventureId}/members/${mate.userId}`, lead);
      expect(other.json<ErrorBody>().code).toBe('VENTURE_MEMBER_REMOVAL_FORBIDDEN');
      expect((await w.call('DELETE', `/ventures/${ventureId}/members/${mate.userId}`, mate)).statusCode).toBe(204);
      expect(await w.lastEvent(ventureId)).toMatchObject({
        type: 'venture.member_removed',
        actor_id: mate.userId,
        payload: { userId: mate.userId },
      });
      expect((await venture(ventureId, mate)).statusCode).toBe(404);
      expect((await w.call('GET', '/ventures/mine', mate)).json()).toEqual([]);

      expect((await w.call('DELETE', `/ventures/${ventureId}/members/${third.userId}`, judgeOfEvent)).statusCode).toBe(
        404,
      );
      expect((await w.call('DELETE', `/ventures/${ventureId}/members/${third.userId}`, organizer)).statusCode).toBe(
        204,
      );
      expect(await w.lastEvent(ventureId)).toMatchObject({
        type: 'venture.member_removed',
        actor_id: organizer.userId,
      });
      expect(
        (await w.call('DELETE', `/ventures/${ventureId}/members/${third.userId}`, admin)).json<ErrorBody>().code,
      ).toBe('VENTURE_MEMBER_NOT_FOUND');
      expect((await venture(ventureId, lead)).json<VentureBody>().members.map((member) => member.userId)).toEqual([
        lead.userId,
      ]);
    });

    it('edits the venture: a 400 names the field and writes nothing', async () => {
      const before = (await w.events(first.ventureId)).length;
      const bad = await w.call('PATCH', `/ventures/${first.ventureId}`, owner, { name: '', isPublic: 'yes' });
      expect(
        bad
          .json<ErrorBody>()
          .fields?.map((f) => f.field)
          .sort(),
      ).toEqual(['isPublic', 'name']);
      expect((await w.events(first.ventureId)).length).toBe(before);
      expect(
        (await w.call('PATCH', `/ventures/${first.ventureId}`, owner, { name: 'Supply Radar Labs' })).statusCode,
      ).toBe(204);
      expect(await w.lastEvent(first.ventureId)).toMatchObject({
        type: 'venture.updated',
        payload: { changes: { name: 'Supply Radar Labs' } },
      });
    });
  });
});
