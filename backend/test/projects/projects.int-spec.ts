import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import type { EventStatus } from '../../src/events/event-rules.js';
import { ApplicationStanding } from '../../src/applications/application-standing.js';
import { Clock } from '../../src/common/clock.js';
import { JudgingRowsOfEvent } from '../../src/judging/event-dependents.counter.js';
import { ProjectRowsOfEvent } from '../../src/projects/event-dependents.counter.js';
import { CommandTransaction } from '../../src/transactions/command-transaction.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint, DEADLINE, type SprintInput } from '../support/events.js';
import { applyAs, review } from '../support/participation.js';
import { eventually, startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;
const CALLERS: Caller[] = ['visitor', 'participant', 'organizer', 'judge', 'admin'];

// Every event of this spec runs on the same calendar; the clock is moved around its deadline.
const minutes = (n: number) => new Date(DEADLINE.getTime() + n * 60_000);
const BEFORE_DEADLINE = minutes(-24 * 60);

const PROJECT = {
  title: '  Supply Radar ',
  tagline: ' Sees shortages coming ',
  descriptionMd: '# Radar\nIt **works**.',
  demoUrl: 'https://demo.example.com',
  repoUrl: ' ',
  images: [{ url: 'https://img.example.com/a.png', alt: 'Dashboard' }],
};

interface ErrorBody {
  code: string;
  message: string;
  fields?: { field: string; reason: string }[];
}

describe('projects and submissions', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let clock: Clock;
  const accounts = {} as Record<Role, TestAccount>;
  let stranger: TestAccount;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    clock = app.get(Clock);
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
    stranger = await createAccount(app, 'participant', 'stranger');
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    jest.spyOn(clock, 'now').mockReturnValue(BEFORE_DEADLINE);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const as = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);
  const standAt = (at: Date) => jest.spyOn(clock, 'now').mockReturnValue(at);

  /**
   * Only approved applicants take part in an event: `participants` (the spec's participant unless
   * told otherwise) apply and are approved when the event takes applications (active, upcoming).
   */
  async function createEvent(
    status: EventStatus = 'active',
    overrides: Partial<SprintInput> = {},
    participants: TestAccount[] = [accounts.participant],
  ): Promise<string> {
    const id = await createSprint(app, accounts.organizer, { status, ...overrides });
    if (status === 'active' || status === 'upcoming') {
      for (const participant of participants) await applyAs(app, participant, id, accounts.admin);
    }
    return id;
  }

  /** Another participant approved for the event: a person is in one team (project) per event. */
  async function otherParticipant(eventId: string): Promise<TestAccount> {
    const participant = await createAccount(app, 'participant', 'builder');
    await applyAs(app, participant, eventId, accounts.admin);
    return participant;
  }

  async function createProject(owner: TestAccount = accounts.participant, payload: object = PROJECT): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/projects', headers: owner.auth, payload });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  const attach = (projectId: string, eventId: string, owner: TestAccount = accounts.participant) =>
    app.inject({ method: 'POST', url: `/api/projects/${projectId}/attach`, headers: owner.auth, payload: { eventId } });
  const detach = (projectId: string, owner: TestAccount = accounts.participant) =>
    app.inject({ method: 'POST', url: `/api/projects/${projectId}/detach`, headers: owner.auth });
  const submit = (projectId: string, eventId: string, track = 'discovery', owner = accounts.participant) =>
    app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/submissions`,
      headers: owner.auth,
      payload: { eventId, track },
    });
  const detail = (projectId: string, owner: TestAccount = accounts.participant) =>
    app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: owner.auth });

  async function submittedProject(
    eventId: string,
    track = 'discovery',
    owner = accounts.participant,
  ): Promise<{ projectId: string; id: string }> {
    const projectId = await createProject(owner);
    expect((await attach(projectId, eventId, owner)).statusCode).toBe(204);
    const response = await submit(projectId, eventId, track, owner);
    expect(response.statusCode).toBe(201);
    return { projectId, id: response.json<{ id: string }>().id };
  }

  async function auditTypes(streamId: string): Promise<string[]> {
    const rows = await em.execute<{ type: string }[]>(
      'select type from domain_events where stream_id = ? order by id',
      [streamId],
    );
    return rows.map((row) => row.type);
  }

  describe('creating and editing', () => {
    it('creates a draft with trimmed text, empty text as null, owned by its creator and audited', async () => {
      const id = await createProject();
      const response = await detail(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        title: 'Supply Radar',
        tagline: 'Sees shortages coming',
        descriptionMd: '# Radar\nIt **works**.',
        demoUrl: 'https://demo.example.com',
        repoUrl: null,
        images: [{ url: 'https://img.example.com/a.png', alt: 'Dashboard' }],
        status: 'draft',
        attachedEvent: null,
        submissionCount: 0,
        version: 1,
        team: [{ userId: accounts.participant.userId, role: 'owner' }],
        submissions: [],
      });
      expect(await auditTypes(id)).toEqual(['project.created']);
    });

    it.each([
      [{ title: '   ' }, 'title', 'Project title is required.'],
      [{ title: undefined }, 'title', 'Project title is required.'],
      [{ demoUrl: 'not a url' }, 'demoUrl', 'Demo URL must be a valid URL.'],
      [{ repoUrl: 'ftp://x.example.com' }, 'repoUrl', 'Repository URL must be a valid URL.'],
      [{ images: [{ url: 'nope', alt: 'x' }] }, 'images.0.url', 'All image URLs must be valid.'],
      [{ images: [{ url: 'https://a.example.com/1.png', alt: ' ' }] }, 'images.0.alt', 'Every image needs alt text.'],
      [
        { images: [1, 2, 3, 4].map((n) => ({ url: `https://a.example.com/${n}.png`, alt: `${n}` })) },
        'images',
        'A project has at most 3 images.',
      ],
      [{ title: 'x'.repeat(201) }, 'title', 'Project title must be at most 200 characters.'],
    ])('refuses %j with the field and the reason, writing nothing', async (change, field, reason) => {
      const [{ count: before }] = await em.execute<{ count: string }[]>('select count(*) from projects');
      const response = await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: as('participant'),
        payload: { ...PROJECT, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().fields).toContainEqual({ field, reason });
      const [{ count: after }] = await em.execute<{ count: string }[]>('select count(*) from projects');
      expect(after).toBe(before);
    });

    it('edits with the version it loaded, records only what changed, and refuses a stale version', async () => {
      const id = await createProject();
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/projects/${id}`,
        headers: as('participant'),
        payload: { ...PROJECT, title: 'Supply Radar 2', version: 1 },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: 'Supply Radar 2', version: 2 });
      const [updated] = await em.execute<{ payload: { changes: object } }[]>(
        "select payload from domain_events where stream_id = ? and type = 'project.updated'",
        [id],
      );
      expect(updated.payload.changes).toEqual({ title: { from: 'Supply Radar', to: 'Supply Radar 2' } });

      const stale = await app.inject({
        method: 'PUT',
        url: `/api/projects/${id}`,
        headers: as('participant'),
        payload: { ...PROJECT, title: 'Lost update', version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect((await detail(id)).json<{ title: string }>().title).toBe('Supply Radar 2');
    });
  });

  describe('who may read and change a project', () => {
    it.each(CALLERS)(
      '%s: own projects are listed, anyone else is refused a project they do not own',
      async (caller) => {
        const id = await createProject();
        const read = await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: as(caller) });
        const edit = await app.inject({
          method: 'PUT',
          url: `/api/projects/${id}`,
          headers: as(caller),
          payload: { ...PROJECT, version: 1 },
        });
        const list = await app.inject({ method: 'GET', url: '/api/projects', headers: as(caller) });
        if (caller === 'visitor') {
          expect([read.statusCode, edit.statusCode, list.statusCode]).toEqual([401, 401, 401]);
          return;
        }
        if (caller === 'participant') {
          expect([read.statusCode, edit.statusCode]).toEqual([200, 200]);
          expect(list.json<{ id: string }[]>().map((project) => project.id)).toContain(id);
          return;
        }
        // Admins and organizers included: projects are owner-only; staff read submissions instead.
        expect(read.statusCode).toBe(403);
        expect(read.json<ErrorBody>().message).toBe("You don't have permission to view this project.");
        expect(edit.statusCode).toBe(403);
        expect(list.json<{ id: string }[]>().map((project) => project.id)).not.toContain(id);
      },
    );

    it.each(CALLERS)('%s: the signed-in project endpoints answer every role, and no visitor', async (caller) => {
      const eventId = await createEvent();
      const requests = [
        { method: 'GET' as const, url: '/api/projects' },
        { method: 'GET' as const, url: '/api/projects/attachable-events' },
        { method: 'GET' as const, url: `/api/events/${eventId}/my-project` },
        { method: 'GET' as const, url: '/api/me/project-counts' },
        { method: 'POST' as const, url: '/api/projects', payload: PROJECT },
      ];
      const statuses = [];
      for (const request of requests) statuses.push((await app.inject({ ...request, headers: as(caller) })).statusCode);
      expect(statuses).toEqual(caller === 'visitor' ? [401, 401, 401, 401, 401] : [200, 200, 200, 200, 201]);
    });

    it('refuses a non-owner every action and answers 404 for a project that does not exist', async () => {
      const eventId = await createEvent();
      const id = await createProject();
      expect((await attach(id, eventId, stranger)).statusCode).toBe(403);
      expect((await attach(id, eventId)).statusCode).toBe(204);
      expect((await detach(id, stranger)).statusCode).toBe(403);
      expect((await submit(id, eventId, 'discovery', stranger)).statusCode).toBe(403);
      const missing = await detail('00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().message).toBe("The project you're looking for doesn't exist.");
      expect((await detail('not-a-uuid')).statusCode).toBe(400);
      expect(await auditTypes(id)).toEqual(['project.created', 'project.attached']);
    });
  });

  describe('attaching to an event', () => {
    it('moves draft -> active, lists the event, and detaching makes it a draft again', async () => {
      const eventId = await createEvent();
      const id = await createProject();
      const choices = await app.inject({
        method: 'GET',
        url: '/api/projects/attachable-events',
        headers: as('participant'),
      });
      expect(choices.json<{ id: string }[]>().map((event) => event.id)).toContain(eventId);

      expect((await attach(id, eventId)).statusCode).toBe(204);
      expect((await detail(id)).json()).toMatchObject({
        status: 'active',
        attachedEvent: { eventId, graceMinutes: 5 },
      });

      expect((await detach(id)).statusCode).toBe(204);
      expect((await detail(id)).json()).toMatchObject({ status: 'draft', attachedEvent: null });
      const [link] = await em.execute<{ detached_at: string | null }[]>(
        'select detached_at from project_event_links where project_id = ?',
        [id],
      );
      expect(new Date(link.detached_at!).toISOString()).toBe(BEFORE_DEADLINE.toISOString());
      expect((await detach(id)).statusCode).toBe(409);
      expect(await auditTypes(id)).toEqual(['project.created', 'project.attached', 'project.detached']);
    });

    it('refuses a second event while attached, and the database refuses a second open link too', async () => {
      const first = await createEvent();
      const second = await createEvent();
      const id = await createProject();
      expect((await attach(id, first)).statusCode).toBe(204);
      const again = await attach(id, second);
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().message).toBe('This project is already attached to an event. Detach it first.');
      await expect(
        em.execute(
          "insert into project_event_links (id, project_id, event_id) values ('00000000-0000-4000-8000-0000000000aa', ?, ?)",
          [id, second],
        ),
      ).rejects.toThrow(/project_event_links_one_attached/);
    });

    it('offers and accepts only active events whose deadline is ahead', async () => {
      const draft = await createEvent('draft');
      const completed = await createEvent('completed');
      const closing = await createEvent();
      const id = await createProject();
      standAt(minutes(1));
      const choices = await app.inject({
        method: 'GET',
        url: '/api/projects/attachable-events',
        headers: as('participant'),
      });
      const offered = choices.json<{ id: string }[]>().map((event) => event.id);
      for (const eventId of [draft, completed, closing]) expect(offered).not.toContain(eventId);
      for (const eventId of [draft, completed, closing]) {
        const refused = await attach(id, eventId);
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ErrorBody>().code).toBe('EVENT_NOT_ACCEPTING_PROJECTS');
      }
      expect((await attach(id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const unselected = await app.inject({
        method: 'POST',
        url: `/api/projects/${id}/attach`,
        headers: as('participant'),
        payload: {},
      });
      expect(unselected.statusCode).toBe(400);
      expect(unselected.json<ErrorBody>().fields).toContainEqual({
        field: 'eventId',
        reason: 'Please select an event.',
      });
    });
  });

  describe('only approved applicants take part', () => {
    const NOT_APPROVED = {
      code: 'NOT_APPROVED_FOR_EVENT',
      message: 'Your application to this event has not been approved.',
      fields: [{ field: 'eventId', reason: 'Your application to this event has not been approved.' }],
    };
    const offeredTo = async (account: TestAccount) =>
      (await app.inject({ method: 'GET', url: '/api/projects/attachable-events', headers: account.auth }))
        .json<{ id: string }[]>()
        .map((event) => event.id);

    it.each(['no', 'a pending', 'a rejected'] as const)(
      'refuses to attach with %s application, writes nothing, and does not offer the event',
      async (standing) => {
        const eventId = await createEvent('active', {}, []);
        const owner = await createAccount(app, 'participant', 'not-approved');
        if (standing === 'a pending') await applyAs(app, owner, eventId, accounts.admin, 'pending');
        if (standing === 'a rejected') await applyAs(app, owner, eventId, accounts.admin, 'rejected');
        const id = await createProject(owner);
        const refused = await attach(id, eventId, owner);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject(NOT_APPROVED);
        expect((await detail(id, owner)).json()).toMatchObject({ status: 'draft', attachedEvent: null });
        expect(await auditTypes(id)).toEqual(['project.created']);
        expect(await offeredTo(owner)).not.toContain(eventId);
      },
    );

    it('does not exempt staff: an organizer or admin without an approved application is refused', async () => {
      const eventId = await createEvent('active', {}, []);
      for (const role of ['organizer', 'admin'] as const) {
        const id = await createProject(accounts[role]);
        const refused = await attach(id, eventId, accounts[role]);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject(NOT_APPROVED);
        expect(await offeredTo(accounts[role])).not.toContain(eventId);
      }
      await applyAs(app, accounts.organizer, eventId, accounts.admin);
      const id = await createProject(accounts.organizer);
      expect((await attach(id, eventId, accounts.organizer)).statusCode).toBe(204);
    });

    it('refuses to submit once the approval is taken back (the link stays), and takes it when approved again', async () => {
      const eventId = await createEvent('active', {}, []);
      const owner = await createAccount(app, 'participant', 'approval-taken-back');
      const applicationId = await applyAs(app, owner, eventId, accounts.admin);
      expect(await offeredTo(owner)).toContain(eventId);
      const id = await createProject(owner);
      expect((await attach(id, eventId, owner)).statusCode).toBe(204);

      for (const status of ['rejected', 'pending'] as const) {
        await review(app, applicationId, status, accounts.admin);
        const refused = await submit(id, eventId, 'discovery', owner);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject(NOT_APPROVED);
        expect(await offeredTo(owner)).not.toContain(eventId);
      }
      const [{ count }] = await em.execute<{ count: string }[]>(
        'select count(*) from project_submissions where project_id = ?',
        [id],
      );
      expect(Number(count)).toBe(0);
      expect((await detail(id, owner)).json()).toMatchObject({ status: 'active', attachedEvent: { eventId } });

      await review(app, applicationId, 'approved', accounts.admin);
      expect((await submit(id, eventId, 'discovery', owner)).statusCode).toBe(201);
      expect(await auditTypes(id)).toEqual(['project.created', 'project.attached', 'project.submitted']);
    });

    it('holds the approval a command relies on: a review taking it back waits for that commit', async () => {
      const eventId = await createEvent('active', {}, []);
      const owner = await createAccount(app, 'participant', 'held-approval');
      const applicationId = await applyAs(app, owner, eventId, accounts.admin);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let checked!: () => void;
      const wasChecked = new Promise<void>((resolve) => (checked = resolve));
      const command = app.get(CommandTransaction).run(owner.userId, async () => {
        const approved = await app.get(ApplicationStanding).isApproved(owner.userId, eventId);
        checked();
        await held;
        return approved;
      });
      let reviewed = false;
      let rejecting: Promise<unknown> | undefined;
      try {
        await wasChecked;
        rejecting = review(app, applicationId, 'rejected', accounts.admin).then(() => (reviewed = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(reviewed).toBe(false);
      } finally {
        // Also when the expectation fails: a transaction left open would keep the app from closing.
        release();
      }
      await expect(command).resolves.toBe(true);
      await rejecting;
      expect(reviewed).toBe(true);
    });

    it('offers in the picker only the events the caller is approved for', async () => {
      const owner = await createAccount(app, 'participant', 'picker');
      const [approved, pending, rejected, none] = [
        await createEvent('active', {}, []),
        await createEvent('active', {}, []),
        await createEvent('active', {}, []),
        await createEvent('active', {}, []),
      ];
      await applyAs(app, owner, approved, accounts.admin, 'approved');
      await applyAs(app, owner, pending, accounts.admin, 'pending');
      await applyAs(app, owner, rejected, accounts.admin, 'rejected');
      const offered = await offeredTo(owner);
      expect(offered).toContain(approved);
      for (const eventId of [pending, rejected, none]) expect(offered).not.toContain(eventId);
      expect(await offeredTo(stranger)).not.toContain(approved);
    });
  });

  describe('submitting', () => {
    it('accepts one minute before the deadline, marks inside grace as late, refuses one minute after grace', async () => {
      const eventId = await createEvent();
      const owners = [accounts.participant, await otherParticipant(eventId), await otherParticipant(eventId)];
      const [onTime, late, tooLate] = await Promise.all(owners.map((owner) => createProject(owner)));
      for (const [i, id] of [onTime, late, tooLate].entries()) {
        expect((await attach(id, eventId, owners[i])).statusCode).toBe(204);
      }

      standAt(minutes(-1));
      expect((await submit(onTime, eventId)).statusCode).toBe(201);
      standAt(minutes(4));
      expect((await submit(late, eventId, 'startup', owners[1])).statusCode).toBe(201);
      standAt(minutes(6));
      const refused = await submit(tooLate, eventId, 'discovery', owners[2]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().code).toBe('SUBMISSIONS_CLOSED');

      const rows = await em.execute<{ project_id: string; late: boolean; track: string; submitted_at: string }[]>(
        'select project_id, late, track, submitted_at from project_submissions where event_id = ?',
        [eventId],
      );
      const byProject = new Map(rows.map((row) => [row.project_id, row]));
      expect(byProject.get(onTime)).toMatchObject({ late: false, track: 'discovery' });
      expect(byProject.get(late)).toMatchObject({ late: true, track: 'startup' });
      expect(new Date(byProject.get(late)!.submitted_at).toISOString()).toBe(minutes(4).toISOString());
      expect(byProject.has(tooLate)).toBe(false);
      expect((await detail(onTime)).json()).toMatchObject({ status: 'submitted', submissionCount: 1 });
      expect((await detail(tooLate, owners[2])).json()).toMatchObject({ status: 'active' });
    });

    it('closes exactly at deadline + grace, and a grace of 0 closes at the deadline', async () => {
      const eventId = await createEvent('active', { graceMinutes: 0 });
      const id = await createProject();
      expect((await attach(id, eventId)).statusCode).toBe(204);
      standAt(DEADLINE);
      expect((await submit(id, eventId)).json<ErrorBody>().code).toBe('SUBMISSIONS_CLOSED');
    });

    it('refuses an unattached project, another event, a track the event lacks, and a closed event', async () => {
      const eventId = await createEvent();
      const other = await createEvent();
      const id = await createProject();
      expect((await submit(id, eventId)).json<ErrorBody>().code).toBe('PROJECT_NOT_ATTACHED');
      expect((await attach(id, eventId)).statusCode).toBe(204);
      expect((await submit(id, other)).json<ErrorBody>().code).toBe('PROJECT_NOT_ATTACHED');
      const wrongTrack = await submit(id, eventId, 'moonshots');
      expect(wrongTrack.statusCode).toBe(400);
      expect(wrongTrack.json<ErrorBody>().fields).toEqual([{ field: 'track', reason: 'not one of the event tracks' }]);
      const noTrack = await app.inject({
        method: 'POST',
        url: `/api/projects/${id}/submissions`,
        headers: as('participant'),
        payload: { eventId, track: ' ' },
      });
      expect(noTrack.json<ErrorBody>().fields).toContainEqual({ field: 'track', reason: 'Please select a track.' });
      await app.inject({
        method: 'PUT',
        url: `/api/admin/events/${eventId}/status`,
        headers: as('admin'),
        payload: { status: 'completed' },
      });
      expect((await submit(id, eventId)).json<ErrorBody>().code).toBe('EVENT_NOT_ACCEPTING_PROJECTS');
      const [{ count }] = await em.execute<{ count: string }[]>(
        'select count(*) from project_submissions where project_id = ?',
        [id],
      );
      expect(Number(count)).toBe(0);
    });

    it('keeps one submission when the same project is submitted ten times at once', async () => {
      const eventId = await createEvent();
      const id = await createProject();
      expect((await attach(id, eventId)).statusCode).toBe(204);
      const responses = await Promise.all(Array.from({ length: 10 }, () => submit(id, eventId)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(responses.find((response) => response.statusCode === 409)!.json<ErrorBody>().message).toBe(
        'Already submitted',
      );
      const [{ count }] = await em.execute<{ count: string }[]>(
        'select count(*) from project_submissions where project_id = ?',
        [id],
      );
      expect(Number(count)).toBe(1);
      expect((await auditTypes(id)).filter((type) => type === 'project.submitted')).toHaveLength(1);
    });

    it('freezes a snapshot that later edits of the project do not change', async () => {
      const eventId = await createEvent();
      const { projectId, id: submissionId } = await submittedProject(eventId);
      const version = (await detail(projectId)).json<{ version: number }>().version;
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}`,
        headers: as('participant'),
        payload: {
          ...PROJECT,
          title: 'Renamed later',
          demoUrl: 'https://new.example.com',
          descriptionMd: 'Rewritten later',
          images: [],
          version,
        },
      });
      expect(edited.statusCode).toBe(200);
      const [submission] = (await detail(projectId)).json<{ submissions: { id: string; snapshot: object }[] }>()
        .submissions;
      expect(submission.id).toBe(submissionId);
      expect(submission.snapshot).toEqual({
        title: 'Supply Radar',
        tagline: 'Sees shortages coming',
        demoUrl: 'https://demo.example.com',
        repoUrl: null,
        team: [{ userId: accounts.participant.userId, name: expect.any(String) as string, role: 'owner' }],
      });
      const staffView = await app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${submissionId}`,
        headers: as('admin'),
      });
      expect(staffView.json()).toMatchObject({
        snapshot: { title: 'Supply Radar' },
        descriptionMd: '# Radar\nIt **works**.',
        images: PROJECT.images,
        awarded: false,
      });
    });

    it('shows the project and its submission on the participant dashboard Project tab', async () => {
      const eventId = await createEvent();
      const { projectId, id } = await submittedProject(eventId);
      const mine = await app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/my-project`,
        headers: as('participant'),
      });
      expect(mine.json()).toMatchObject({ project: { id: projectId, status: 'submitted' }, submission: { id } });
      const none = await app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/my-project`,
        headers: stranger.auth,
      });
      expect(none.json()).toEqual({ project: null, submission: null });
      const visitor = await app.inject({ method: 'GET', url: `/api/events/${eventId}/my-project` });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('staff: submissions, winners and stats', () => {
    it.each(CALLERS)('%s may read submissions and manage winners only when admin or organizer', async (caller) => {
      const eventId = await createEvent();
      const { id: submissionId } = await submittedProject(eventId);
      const list = await app.inject({
        method: 'GET',
        url: `/api/admin/submissions?eventId=${eventId}`,
        headers: as(caller),
      });
      const read = await app.inject({
        method: 'GET',
        url: `/api/admin/submissions/${submissionId}`,
        headers: as(caller),
      });
      const stats = await app.inject({ method: 'GET', url: '/api/admin/project-stats', headers: as(caller) });
      const winners = await app.inject({
        method: 'GET',
        url: `/api/admin/events/${eventId}/winners`,
        headers: as(caller),
      });
      const add = await app.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/winners`,
        headers: as(caller),
        payload: { submissionId, track: 'discovery', place: 1 },
      });
      const expected = caller === 'visitor' ? 401 : caller === 'admin' || caller === 'organizer' ? null : 403;
      if (expected) {
        expect([list, read, stats, winners, add].map((response) => response.statusCode)).toEqual(
          Array(5).fill(expected),
        );
        return;
      }
      expect([list, read, stats, winners, add].map((response) => response.statusCode)).toEqual([
        200, 200, 200, 200, 201,
      ]);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/admin/winners/${add.json<{ id: string }>().id}`,
        headers: as(caller),
      });
      expect(removed.statusCode).toBe(204);
    });

    it('filters by event and track, pages on the server, and lists the tracks present', async () => {
      const eventId = await createEvent();
      for (const track of ['discovery', 'discovery', 'startup']) {
        await submittedProject(eventId, track, await otherParticipant(eventId));
      }
      const page = (query: string) =>
        app.inject({
          method: 'GET',
          url: `/api/admin/submissions?eventId=${eventId}&${query}`,
          headers: as('organizer'),
        });
      const all = (await page('pageSize=2')).json<{ items: object[]; total: number; tracks: string[] }>();
      expect(all).toMatchObject({ total: 3, tracks: ['discovery', 'startup'] });
      expect(all.items).toHaveLength(2);
      expect((await page('pageSize=2&page=2')).json<{ items: object[] }>().items).toHaveLength(1);
      expect((await page('pageSize=2&page=9')).json()).toMatchObject({ items: [], total: 3 });
      const startup = (await page('track=startup')).json<{ items: { track: string }[]; total: number }>();
      expect(startup.total).toBe(1);
      expect(startup.items[0]).toMatchObject({ track: 'startup', status: 'submitted', eventId, late: false });
      expect((await page('pageSize=101')).statusCode).toBe(400);
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/submissions?eventId=nope', headers: as('admin') }))
          .statusCode,
      ).toBe(400);
    });

    it('finds submissions by title and without a winner entry, for the Add Winner select', async () => {
      const eventId = await createEvent();
      const submitTitled = async (title: string) => {
        const owner = await otherParticipant(eventId);
        const projectId = await createProject(owner, { ...PROJECT, title });
        expect((await attach(projectId, eventId, owner)).statusCode).toBe(204);
        const response = await submit(projectId, eventId, 'discovery', owner);
        expect(response.statusCode).toBe(201);
        return response.json<{ id: string }>().id;
      };
      const lens = await submitTitled('Ledger Lens');
      await submitTitled('Ledger Loop');
      await submitTitled('Supply 100% Radar');
      const award = await app.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/winners`,
        headers: as('admin'),
        payload: { submissionId: lens, track: 'discovery', place: 1 },
      });
      expect(award.statusCode).toBe(201);
      const titles = async (caller: Caller, query: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/submissions?eventId=${eventId}&${query}`,
          headers: as(caller),
        });
        expect(response.statusCode).toBe(200);
        const page = response.json<{ items: { snapshot: { title: string }; awarded: boolean }[]; total: number }>();
        expect(page.total).toBe(page.items.length);
        return page.items.map((item) => item.snapshot.title).sort();
      };

      for (const caller of ['admin', 'organizer'] as const) {
        expect(await titles(caller, 'search=LEDGER')).toEqual(['Ledger Lens', 'Ledger Loop']);
        expect(await titles(caller, 'search=ledger&awarded=false')).toEqual(['Ledger Loop']);
        expect(await titles(caller, 'awarded=false')).toEqual(['Ledger Loop', 'Supply 100% Radar']);
        expect(await titles(caller, 'awarded=true')).toEqual(['Ledger Lens']);
      }
      // % and _ are literal characters, not patterns.
      expect(await titles('admin', 'search=%25')).toEqual(['Supply 100% Radar']);
      expect(await titles('admin', 'search=_')).toEqual([]);
      expect(await titles('admin', 'search=%20%20')).toHaveLength(3);

      const refused = await app.inject({
        method: 'GET',
        url: `/api/admin/submissions?eventId=${eventId}&awarded=maybe`,
        headers: as('admin'),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().fields?.map((field) => field.field)).toEqual(['awarded']);
      for (const caller of ['participant', 'judge'] as const) {
        const denied = await app.inject({
          method: 'GET',
          url: `/api/admin/submissions?eventId=${eventId}&search=ledger&awarded=false`,
          headers: as(caller),
        });
        expect(denied.statusCode).toBe(403);
      }
    });

    it('filters by status and lateness, sorts by every column both ways, and refuses unknown values naming the field', async () => {
      // Unique titles: the search narrows the list to this test's submissions across two events.
      const tag = `srt${Math.random().toString(36).slice(2, 7)}`;
      const alpha = await createEvent('active', { title: `Alpha ${tag}` });
      const beta = await createEvent('active', { title: `beta ${tag}` });
      const submitTitled = async (eventId: string, title: string, track: string) => {
        const owner = await otherParticipant(eventId);
        const projectId = await createProject(owner, { ...PROJECT, title: `${tag} ${title}` });
        expect((await attach(projectId, eventId, owner)).statusCode).toBe(204);
        const response = await submit(projectId, eventId, track, owner);
        expect(response.statusCode).toBe(201);
        return response.json<{ id: string }>().id;
      };
      const ids = {
        cart: await submitTitled(beta, 'cart', 'startup'),
        atlas: await submitTitled(alpha, 'Atlas', 'startup'),
        bloom: await submitTitled(beta, 'bloom', 'discovery'),
      };
      const award = await app.inject({
        method: 'POST',
        url: `/api/admin/events/${beta}/winners`,
        headers: as('admin'),
        payload: { submissionId: ids.cart, track: 'startup', place: 1 },
      });
      expect(award.statusCode).toBe(201);
      // The test clock stands still: one minute between submissions, in the order made. Submitting
      // late takes a passed deadline; the flag is what the filter reads.
      for (const [minute, id] of [ids.cart, ids.atlas, ids.bloom].entries()) {
        await em.execute(
          'update project_submissions set submitted_at = submitted_at + make_interval(mins => ?) where id = ?',
          [minute, id],
        );
      }
      await em.execute('update project_submissions set late = true where id = ?', [ids.bloom]);
      const list = async (query: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/submissions?search=${tag}&${query}`,
          headers: as('organizer'),
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
      };

      expect(await list('status=winner')).toEqual([ids.cart]);
      expect(await list('status=submitted&sort=project_asc')).toEqual([ids.atlas, ids.bloom]);
      expect(await list('late=true')).toEqual([ids.bloom]);
      expect(await list('late=false&sort=project_asc')).toEqual([ids.atlas, ids.cart]);
      const orders = {
        project_asc: ['atlas', 'bloom', 'cart'],
        project_desc: ['cart', 'bloom', 'atlas'],
        // Ties newest first.
        event_asc: ['atlas', 'bloom', 'cart'],
        event_desc: ['bloom', 'cart', 'atlas'],
        track_asc: ['bloom', 'atlas', 'cart'],
        track_desc: ['atlas', 'cart', 'bloom'],
        status_asc: ['bloom', 'atlas', 'cart'],
        status_desc: ['cart', 'bloom', 'atlas'],
        submitted_asc: ['cart', 'atlas', 'bloom'],
        submitted_desc: ['bloom', 'atlas', 'cart'],
      } as const;
      for (const [sort, order] of Object.entries(orders)) {
        expect({ sort, ids: await list(`sort=${sort}`) }).toEqual({ sort, ids: order.map((key) => ids[key]) });
      }
      for (const [query, field] of [
        ['sort=title_asc', 'sort'],
        ['status=lost', 'status'],
        ['late=maybe', 'late'],
      ]) {
        const refused = await app.inject({
          method: 'GET',
          url: `/api/admin/submissions?${query}`,
          headers: as('admin'),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<ErrorBody>().fields?.map((problem) => problem.field)).toEqual([field]);
      }
    });

    it('awards a submission (status winner), refuses a second entry or a foreign track, and restores it on removal', async () => {
      const eventId = await createEvent();
      const { id: submissionId } = await submittedProject(eventId);
      const addWinner = (payload: object) =>
        app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/winners`, headers: as('admin'), payload });
      const status = async () =>
        (
          await em.execute<{ status: string }[]>('select status from project_submissions where id = ?', [submissionId])
        )[0].status;

      expect((await addWinner({ submissionId, track: 'startup' })).json<ErrorBody>().code).toBe('TRACK_NOT_IN_EVENT');
      expect((await addWinner({ submissionId, track: 'discovery', place: 5 })).statusCode).toBe(400);
      expect((await addWinner({ track: 'discovery' })).json<ErrorBody>().fields).toContainEqual({
        field: 'submissionId',
        reason: 'Please select a project submission.',
      });
      const added = await addWinner({ submissionId, track: 'discovery', place: 1, note: ' Best demo ' });
      expect(added.statusCode).toBe(201);
      const winnerId = added.json<{ id: string }>().id;
      expect(await status()).toBe('winner');
      expect((await addWinner({ submissionId, track: 'discovery', place: 2 })).statusCode).toBe(409);

      const winners = await app.inject({
        method: 'GET',
        url: `/api/admin/events/${eventId}/winners`,
        headers: as('admin'),
      });
      expect(winners.json()).toEqual([
        expect.objectContaining({ id: winnerId, submissionId, title: 'Supply Radar', place: 1, note: 'Best demo' }),
      ]);
      const otherEvent = await createEvent();
      const foreign = await app.inject({
        method: 'POST',
        url: `/api/admin/events/${otherEvent}/winners`,
        headers: as('admin'),
        payload: { submissionId, track: 'discovery' },
      });
      expect(foreign.statusCode).toBe(404);

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/admin/winners/${winnerId}`,
        headers: as('admin'),
      });
      expect(removed.statusCode).toBe(204);
      expect(await status()).toBe('submitted');
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/admin/winners/${winnerId}`, headers: as('admin') }))
          .statusCode,
      ).toBe(404);
      expect(await auditTypes(winnerId)).toEqual(['winner.added', 'winner.removed']);
    });

    it('counts projects, pending submissions and projects per event', async () => {
      const read = async () =>
        (await app.inject({ method: 'GET', url: '/api/admin/project-stats', headers: as('admin') })).json<{
          projects: number;
          submissions: number;
          pendingSubmissions: number;
          averageProjectsPerEvent: number;
        }>();
      const before = await read();
      const eventId = await createEvent();
      await submittedProject(eventId);
      await createProject();
      const after = await read();
      expect(after.projects - before.projects).toBe(2);
      expect(after.pendingSubmissions - before.pendingSubmissions).toBe(1);
      const [{ submissions, events }] = await em.execute<{ submissions: string; events: string }[]>(
        'select (select count(*) from project_submissions) as submissions, (select count(*) from events) as events',
      );
      expect(after.averageProjectsPerEvent).toBe(Math.round(Number(submissions) / Number(events)));
    });

    it("counts a person's projects and the teams they are on in an event", async () => {
      const owner = await createAccount(app, 'participant', 'counter');
      const counts = async () =>
        (await app.inject({ method: 'GET', url: '/api/me/project-counts', headers: owner.auth })).json();
      expect(await counts()).toEqual({ projects: 0, teams: 0 });
      const eventId = await createEvent('active', {}, [owner]);
      const attached = await createProject(owner);
      await createProject(owner);
      expect((await attach(attached, eventId, owner)).statusCode).toBe(204);
      expect(await counts()).toEqual({ projects: 2, teams: 1 });
    });
  });

  it('deleting an event removes its links, submissions and winners, and the projects become drafts', async () => {
    const eventId = await createEvent();
    const { projectId, id: submissionId } = await submittedProject(eventId);
    const attachedOnlyOwner = await otherParticipant(eventId);
    const attachedOnly = await createProject(attachedOnlyOwner);
    expect((await attach(attachedOnly, eventId, attachedOnlyOwner)).statusCode).toBe(204);
    await app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/winners`,
      headers: as('admin'),
      payload: { submissionId, track: 'discovery' },
    });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}`, headers: as('admin') });
    expect(deleted.statusCode).toBe(204);
    for (const [id, owner] of [
      [projectId, accounts.participant],
      [attachedOnly, attachedOnlyOwner],
    ] as const) {
      expect((await detail(id, owner)).json()).toMatchObject({ status: 'draft', attachedEvent: null, submissions: [] });
    }
    const [event] = await em.execute<{ payload: { removed: Record<string, number> } }[]>(
      "select payload from domain_events where stream_id = ? and type = 'event.deleted'",
      [eventId],
    );
    expect(event.payload.removed).toMatchObject({ project_event_links: 2, project_submissions: 1, winners: 1 });
  });

  it('counts its rows of an event for the event.deleted entry, and the stored status follows the deletion', async () => {
    const eventId = await createEvent();
    const { projectId, id: submissionId } = await submittedProject(eventId);
    const attachedOnlyOwner = await otherParticipant(eventId);
    const attachedOnly = await createProject(attachedOnlyOwner);
    expect((await attach(attachedOnly, eventId, attachedOnlyOwner)).statusCode).toBe(204);
    const added = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/winners`,
      headers: as('admin'),
      payload: { submissionId, track: 'discovery' },
    });
    expect(added.statusCode).toBe(201);
    // What projects registers with EventDependents for the delete command's `removed` payload
    // (winners are results', counted by judging).
    await expect(app.get(ProjectRowsOfEvent).count(eventId)).resolves.toEqual({
      project_event_links: 2,
      project_submissions: 1,
    });
    expect((await app.get(JudgingRowsOfEvent).count(eventId)).winners).toBe(1);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}`, headers: as('admin') });
    expect(deleted.statusCode).toBe(204);
    await expect(app.get(ProjectRowsOfEvent).count(eventId)).resolves.toEqual({
      project_event_links: 0,
      project_submissions: 0,
    });
    expect((await app.get(JudgingRowsOfEvent).count(eventId)).winners).toBe(0);
    // projects brings the stored status in line after the deletion has committed (its own
    // transaction, run on the committed event.deleted), so this one waits for it.
    const stored = () =>
      em.execute<{ id: string; status: string }[]>('select id, status from projects where id in (?) order by id', [
        [projectId, attachedOnly],
      ]);
    await eventually(
      async () => ((await stored()).every((row) => row.status === 'draft') ? true : undefined),
      5_000,
      'the stored status of both projects to be draft',
    );
  });
});
