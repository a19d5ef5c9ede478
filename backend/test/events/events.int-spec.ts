import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { linkToken, queuedEmails } from '../support/outbox-mail.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { asOwnerRun, createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;

function wizardInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Fall Sprint '25",
    descriptionMd: '# Build fast\nThree days.',
    location: 'Palo Alto, CA',
    timezone: 'America/Los_Angeles',
    startDate: '2025-10-03T16:00:00.000Z',
    endDate: '2025-10-06T23:00:00.000Z',
    submissionDeadline: '2025-10-05T23:00:00.000Z',
    graceMinutes: 5,
    tracks: ['discovery', 'startup'],
    teamSizeMax: 5,
    criteria: [{ label: 'Innovation', weight: 25 }],
    judges: [],
    ...overrides,
  };
}

describe('events', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  let databaseUrl: string;
  const accounts = {} as Record<Role, TestAccount>;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl));
    em = app.get(EntityManager).fork();
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
  });

  afterAll(async () => {
    await app?.close();
  });

  const as = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);

  async function createEvent(overrides: Record<string, unknown> = {}, caller: Role = 'organizer'): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: as(caller),
      payload: wizardInput(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function setStatus(eventId: string, status: string) {
    return app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/status`,
      headers: as('organizer'),
      payload: { status },
    });
  }

  describe('creating an event (the wizard)', () => {
    it('creates a draft with its criteria, in one transaction with its audit event', async () => {
      const id = await createEvent({ graceMinutes: 99, tracks: [' Discovery ', 'startup', 'discovery'] });
      const event = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}`, headers: as('organizer') })
      ).json();
      expect(event).toMatchObject({
        status: 'draft',
        graceMinutes: 5,
        timezone: 'America/Los_Angeles',
        tracks: ['discovery', 'startup'],
        teamSizeMax: 5,
        submissionDeadline: '2025-10-05T23:00:00.000Z',
      });
      const criteria = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}/criteria`, headers: as('organizer') })
      ).json();
      expect(criteria).toEqual([{ id: expect.any(String), label: 'Innovation', weight: 25, description: null }]);
      const [created] = await em.execute<{ type: string; actor_id: string }[]>(
        "select type, actor_id from domain_events where stream_id = ? and type = 'event.created'",
        [id],
      );
      expect(created.actor_id).toBe(accounts.organizer.userId);
    });

    it('stores track names with commas, quotes, backslashes and NULL exactly', async () => {
      const tracks = ['ai, data', 'say "hi"', 'back\\slash {x}', 'null'];
      const id = await createEvent({ tracks });
      const event = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}`, headers: as('organizer') })
      ).json<{ tracks: string[] }>();
      expect(event.tracks).toEqual(tracks);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
      ['organizer', 201],
      ['admin', 201],
    ])('as %s answers %i', async (caller, status) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers: as(caller),
        payload: wizardInput(),
      });
      expect(response.statusCode).toBe(status);
    });

    it.each([
      ['no title', { title: '   ' }, 'title', 'Event title is required'],
      ['a missing date', { endDate: '' }, 'endDate', 'All dates are required'],
      ['an unparseable date', { startDate: 'next tuesday' }, 'startDate', 'All dates are required'],
      [
        'an end before the start',
        { endDate: '2025-10-02T00:00:00.000Z' },
        'endDate',
        'End date must be after start date',
      ],
      [
        'a deadline after the end',
        { submissionDeadline: '2025-10-07T00:00:00.000Z' },
        'submissionDeadline',
        'Submission deadline must be within event dates',
      ],
      ['no track', { tracks: [] }, 'tracks', 'At least one track is required'],
      ['only blank tracks', { tracks: ['  '] }, 'tracks', 'At least one track is required'],
      ['no criterion', { criteria: [] }, 'criteria', 'At least one judging criterion is required'],
      [
        'a criterion without label',
        { criteria: [{ label: ' ', weight: 10 }] },
        'criteria.0.label',
        'Criterion label is required',
      ],
      [
        'a criterion weight of 0',
        { criteria: [{ label: 'X', weight: 0 }] },
        'criteria.0.weight',
        'Weight must be at least 1',
      ],
      [
        'a judge without email',
        { judges: [{ name: 'J', email: 'nope' }] },
        'judges.0.email',
        'Judge email must be a valid email address',
      ],
      ['a team of 11', { teamSizeMax: 11 }, 'teamSizeMax', 'Maximum team size must be a whole number from 1 to 10'],
      [
        'another timezone',
        { timezone: 'Europe/Paris' },
        'timezone',
        'Timezone must be one of America/Los_Angeles, America/New_York, America/Chicago, America/Denver',
      ],
    ])('refuses %s with 400 naming the field, and writes nothing', async (_name, overrides, field, reason) => {
      const [{ before }] = await em.execute<{ before: string }[]>('select count(*) as before from events');
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers: as('organizer'),
        payload: wizardInput(overrides),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field, reason });
      const [{ after }] = await em.execute<{ after: string }[]>('select count(*) as after from events');
      expect(after).toBe(before);
    });

    it('assigns judges who have an account and invites the others, who are assigned once they verify that email', async () => {
      const existing = await createAccount(app, 'participant', 'known-judge');
      const newcomer = `invited-${Date.now()}@example.com`;
      const id = await createEvent({
        judges: [
          { name: 'Known', email: existing.email.toUpperCase() },
          { name: 'New Person', email: newcomer },
        ],
      });
      const before = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('organizer') })
      ).json();
      expect(before.judges.map((judge: { userId: string }) => judge.userId)).toEqual([existing.userId]);
      expect(before.invitations).toEqual([{ email: newcomer, name: 'New Person' }]);
      const [invitation] = await queuedEmails(app, newcomer);
      expect(invitation).toMatchObject({
        template: 'event.judge_invitation',
        subject: `You're invited to judge Fall Sprint '25`,
      });

      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newcomer, password: 'secret-one-9', firstName: 'New', lastName: 'Person' },
      });
      const unverified = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('organizer') })
      ).json();
      expect(unverified.judges).toHaveLength(1);

      const verified = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: await linkToken(app, newcomer, 'auth.verify_email') },
      });
      expect(verified.statusCode).toBe(200);
      // Accepted by the verification's own transaction: there when its answer is, no listener to wait for.
      const after = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('organizer') })
      ).json();
      expect(after.invitations).toEqual([]);
      expect(after.judges.map((judge: { email: string }) => judge.email.toLowerCase())).toContain(newcomer);
    });

    it('accepts a judge invitation in the same transaction as the verification: if it fails, the verification rolls back', async () => {
      const newcomer = `atomic-${Date.now()}@example.com`;
      const id = await createEvent({ judges: [{ name: 'Atomic Judge', email: newcomer }] });
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newcomer, password: 'secret-one-9', firstName: 'Atomic', lastName: 'Judge' },
        remoteAddress: '10.80.0.1',
      });
      const token = await linkToken(app, newcomer, 'auth.verify_email');
      const verify = () =>
        app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: '10.80.0.1' });
      const confirmedAt = async () =>
        (
          await em.execute<{ email_confirmed_at: Date | null }[]>(
            'select email_confirmed_at from users where lower(email) = lower(?)',
            [newcomer],
          )
        )[0].email_confirmed_at;

      // The acceptance fails (as a crash or a database error would, halfway through).
      // As the owner: the app's runtime role may not create functions or triggers.
      await asOwnerRun(
        databaseUrl,
        `create function refuse_invitation_update() returns trigger language plpgsql as $$
          begin raise exception 'invitation acceptance fails'; end $$;
        create trigger refuse_invitation_update before update on seat_invitations
          for each row execute function refuse_invitation_update()`,
      );
      try {
        expect((await verify()).statusCode).toBeGreaterThanOrEqual(500);
      } finally {
        await asOwnerRun(
          databaseUrl,
          'drop trigger refuse_invitation_update on seat_invitations; drop function refuse_invitation_update()',
        );
      }
      expect(await confirmedAt()).toBeNull();

      // Nothing was half done: the same link still works, and both happen together.
      expect((await verify()).statusCode).toBe(200);
      expect(await confirmedAt()).not.toBeNull();
      const judges = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('organizer') })
      ).json();
      expect(judges.invitations).toEqual([]);
      expect(judges.judges.map((judge: { email: string }) => judge.email.toLowerCase())).toContain(newcomer);
    });

    it('seats an invited judge who never verified when they set a password from a reset link', async () => {
      const newcomer = `reset-judge-${Date.now()}@example.com`;
      const id = await createEvent({ judges: [{ name: 'Reset Judge', email: newcomer }] });
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: newcomer, password: 'secret-one-9', firstName: 'Reset', lastName: 'Judge' },
        remoteAddress: '10.81.0.1',
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: newcomer },
        remoteAddress: '10.81.0.1',
      });
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: await linkToken(app, newcomer, 'auth.reset_password'), password: 'another-secret-9' },
        remoteAddress: '10.81.0.1',
      });
      expect(reset.statusCode).toBe(200);
      const judges = (
        await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('organizer') })
      ).json();
      expect(judges.invitations).toEqual([]);
      expect(judges.judges.map((judge: { email: string }) => judge.email.toLowerCase())).toContain(newcomer);
    });
  });

  describe('reading events', () => {
    it('lists active and upcoming events by start date for everyone, and hides drafts from the public', async () => {
      const later = await createEvent({
        title: 'Later',
        startDate: '2026-03-01T16:00:00Z',
        endDate: '2026-03-04T16:00:00Z',
        submissionDeadline: '2026-03-03T16:00:00Z',
      });
      const sooner = await createEvent({
        title: 'Sooner',
        startDate: '2026-01-01T16:00:00Z',
        endDate: '2026-01-04T16:00:00Z',
        submissionDeadline: '2026-01-03T16:00:00Z',
      });
      const draft = await createEvent({ title: 'Draft' });
      const done = await createEvent({ title: 'Done' });
      await setStatus(later, 'upcoming');
      await setStatus(sooner, 'active');
      await setStatus(done, 'completed');

      for (const caller of ['visitor', 'participant', 'admin'] as const) {
        const list = (await app.inject({ method: 'GET', url: '/api/events', headers: as(caller) })).json<
          { id: string }[]
        >();
        const ids = list.map((event) => event.id);
        expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
        expect(ids).not.toContain(draft);
        expect(ids).not.toContain(done);
      }
      expect((await app.inject({ method: 'GET', url: `/api/events/${sooner}` })).statusCode).toBe(200);
      const hidden = await app.inject({ method: 'GET', url: `/api/events/${draft}` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event Not Found' });
      expect(
        (await app.inject({ method: 'GET', url: `/api/events/${draft}`, headers: as('organizer') })).statusCode,
      ).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/events/not-a-uuid' })).statusCode).toBe(400);
    });

    it('the public list (served from a short cache) shows creation, status changes and deletion at once', async () => {
      const publicList = async () =>
        (await app.inject({ method: 'GET', url: '/api/events' })).json<{ id: string; status: string }[]>();
      const publicIds = async () => (await publicList()).map((event) => event.id);
      await publicList();
      const id = await createEvent({ title: 'Cached' });
      expect(await publicIds()).not.toContain(id);
      expect((await setStatus(id, 'upcoming')).statusCode).toBe(200);
      expect(await publicList()).toContainEqual(expect.objectContaining({ id, status: 'upcoming' }));
      expect((await setStatus(id, 'active')).statusCode).toBe(200);
      expect(await publicList()).toContainEqual(expect.objectContaining({ id, status: 'active' }));
      expect((await setStatus(id, 'completed')).statusCode).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await setStatus(id, 'upcoming')).statusCode).toBe(200);
      expect(await publicIds()).toContain(id);
      const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: as('admin') });
      expect(deleted.statusCode).toBe(204);
      expect(await publicIds()).not.toContain(id);
    });

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
      ['organizer', 200],
      ['admin', 200],
    ])('the staff list and admin event view as %s answer %i', async (caller, status) => {
      const id = await createEvent();
      expect((await app.inject({ method: 'GET', url: '/api/admin/events', headers: as(caller) })).statusCode).toBe(
        status,
      );
      expect(
        (await app.inject({ method: 'GET', url: `/api/admin/events/${id}`, headers: as(caller) })).statusCode,
      ).toBe(status);
    });
  });

  describe('status', () => {
    it.each<[Caller, number]>([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
      ['organizer', 200],
      ['admin', 200],
    ])('as %s answers %i', async (caller, status) => {
      const id = await createEvent();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/admin/events/${id}/status`,
        headers: as(caller),
        payload: { status: 'active' },
      });
      expect(response.statusCode).toBe(status);
    });

    it('moves between any statuses with an audit event, and refuses unknown ones', async () => {
      const id = await createEvent();
      expect((await setStatus(id, 'active')).json()).toEqual({ status: 'active' });
      expect((await setStatus(id, 'draft')).json()).toEqual({ status: 'draft' });
      const events = await em.execute<{ payload: object }[]>(
        "select payload from domain_events where stream_id = ? and type = 'event.status_changed' order by id",
        [id],
      );
      expect(events.map((event) => event.payload)).toEqual([
        { from: 'draft', to: 'active' },
        { from: 'active', to: 'draft' },
      ]);
      const bad = await setStatus(id, 'archived');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toContainEqual({
        field: 'status',
        reason: 'Status must be one of draft, upcoming, active, completed',
      });
      expect((await setStatus('00000000-0000-4000-8000-000000000000', 'active')).statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    it.each<[Caller, number]>([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
      ['organizer', 403],
      ['admin', 204],
    ])('as %s answers %i', async (caller, status) => {
      const id = await createEvent();
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: as(caller) })).statusCode,
      ).toBe(status);
    });

    it('removes the event and everything attached, while the audit trail keeps the deletion', async () => {
      const judge = await createAccount(app, 'judge', 'cascade-judge');
      const id = await createEvent({
        judges: [
          { name: 'J', email: judge.email },
          { name: 'Invitee', email: `cascade-${Date.now()}@example.com` },
        ],
      });
      const attached = async () => {
        const [row] = await em.execute<{ criteria: string; judges: string; invitations: string }[]>(
          `select (select count(*) from judging_criteria where event_id = ?) as criteria,
                  (select count(*) from event_judges where event_id = ?) as judges,
                  (select count(*) from seat_invitations where event_id = ?) as invitations`,
          [id, id, id],
        );
        return row;
      };
      expect(await attached()).toEqual({ criteria: '1', judges: '1', invitations: '1' });

      expect(
        (await app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: as('admin') })).statusCode,
      ).toBe(204);
      expect(await attached()).toEqual({ criteria: '0', judges: '0', invitations: '0' });
      expect(await em.execute('select id from events where id = ?', [id])).toEqual([]);
      const [deleted] = await em.execute<{ payload: object; actor_id: string }[]>(
        "select payload, actor_id from domain_events where stream_id = ? and type = 'event.deleted'",
        [id],
      );
      expect(deleted).toEqual({
        actor_id: accounts.admin.userId,
        payload: {
          title: "Fall Sprint '25",
          // Whether the public saw it: the live stream tells only staff about a draft's deletion.
          status: 'draft',
          removed: {
            applications: 0,
            judging_criteria: 1,
            event_judges: 1,
            judge_invitations: 1,
            project_event_links: 0,
            project_submissions: 0,
            winners: 0,
            team_seekers: 0,
            judge_assignments: 0,
            score_sheets: 0,
            judge_conflicts: 0,
            event_review_settings: 0,
            review_criteria: 0,
            event_reviewers: 0,
            reviewer_invitations: 0,
            review_assignments: 0,
            application_reviews: 0,
          },
        },
      });
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: as('admin') })).statusCode,
      ).toBe(404);
    });
  });

  describe('judging setup', () => {
    it('adds and edits criteria (staff only), heaviest first', async () => {
      const id = await createEvent();
      const add = (caller: Caller, payload: object) =>
        app.inject({ method: 'POST', url: `/api/admin/events/${id}/criteria`, headers: as(caller), payload });
      expect((await add('participant', { label: 'X', weight: 1 })).statusCode).toBe(403);
      expect((await add('visitor', { label: 'X', weight: 1 })).statusCode).toBe(401);
      const list = (await add('organizer', { label: 'Customer evidence', weight: 50 })).json<
        { id: string; label: string }[]
      >();
      expect(list.map((criterion) => criterion.label)).toEqual(['Customer evidence', 'Innovation']);

      const target = list[0].id;
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/admin/events/${id}/criteria/${target}`,
        headers: as('admin'),
        payload: { label: 'Evidence', weight: 5 },
      });
      expect(edited.json()).toEqual([
        { id: expect.any(String), label: 'Innovation', weight: 25, description: null },
        { id: target, label: 'Evidence', weight: 5, description: null },
      ]);
      const blank = await add('organizer', { label: '', weight: 1 });
      expect(blank.json().fields).toContainEqual({ field: 'label', reason: 'Criterion label is required' });
      const types = await em.execute<{ type: string }[]>(
        "select type from domain_events where stream_id = ? and type like 'event.criterion%' order by id",
        [id],
      );
      expect(types.map((row) => row.type)).toEqual(['event.criterion_added', 'event.criterion_edited']);
    });

    it('adds a judge by exact email or by a picked userId, refuses a bare name, and removes them', async () => {
      const id = await createEvent();
      const alex = await createAccount(app, 'participant', 'alexandra');
      const zelda = await createAccount(app, 'participant', 'zelda-by-name');
      const add = (payload: object, caller: Caller = 'organizer') =>
        app.inject({ method: 'POST', url: `/api/admin/events/${id}/judges`, headers: as(caller), payload });
      const judgeIds = async () =>
        (await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('organizer') }))
          .json<{ judges: { userId: string }[] }>()
          .judges.map((judge) => judge.userId);

      expect((await add({ email: alex.email }, 'participant')).statusCode).toBe(403);
      const byEmail = await add({ email: ` ${alex.email.toUpperCase()} ` });
      expect(byEmail.statusCode).toBe(201);
      expect(byEmail.json().judges.map((judge: { userId: string }) => judge.userId)).toEqual([alex.userId]);

      // A name, however it is sent, seats nobody: it is searched, and the person picked is sent.
      for (const [payload, field] of [
        [{ email: 'zelda-by' }, 'email'],
        [{ query: 'zelda-by' }, 'query'],
        [{ query: zelda.email }, 'query'],
        [{ userId: 'zelda-by' }, 'userId'],
        [{}, 'email'],
        [{ email: '  ' }, 'email'],
        [{ email: zelda.email, userId: zelda.userId }, 'userId'],
      ] as const) {
        const refused = await add(payload);
        expect([JSON.stringify(payload), refused.statusCode]).toEqual([JSON.stringify(payload), 400]);
        expect(refused.json<{ fields: { field: string }[] }>().fields.map((problem) => problem.field)).toContain(field);
      }
      expect(await judgeIds()).toEqual([alex.userId]);

      const byPick = await add({ userId: zelda.userId });
      expect(byPick.statusCode).toBe(201);
      expect(await judgeIds()).toEqual([alex.userId, zelda.userId]);

      const unknown = await add({ email: 'nobody-at-all@example.com' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'JUDGE_NOT_FOUND', message: 'User not found with that email' });
      const gone = await add({ userId: '00000000-0000-4000-8000-000000000000' });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: 'JUDGE_NOT_FOUND',
        fields: [{ field: 'userId', reason: 'no such user' }],
      });

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/admin/events/${id}/judges/${alex.userId}`,
        headers: as('organizer'),
      });
      expect(removed.json().judges).toHaveLength(1);
      const types = await em.execute<{ type: string }[]>(
        "select type from domain_events where stream_id = ? and type like 'event.judge%' order by id",
        [id],
      );
      expect(types.map((row) => row.type)).toEqual(['event.judge_added', 'event.judge_added', 'event.judge_removed']);
    });

    describe('judge candidates (the name search)', () => {
      const candidates = (q: string, caller: Caller = 'organizer') =>
        app.inject({
          method: 'GET',
          url: `/api/admin/judge-candidates?q=${encodeURIComponent(q)}`,
          headers: as(caller),
        });

      it.each([
        ['visitor', 401],
        ['participant', 403],
        ['judge', 403],
        ['organizer', 200],
        ['admin', 200],
      ] as const)('%s: %d', async (caller, status) => {
        expect((await candidates('anyone', caller)).statusCode).toBe(status);
      });

      it('lists namesakes with masked emails to pick from, and seats nobody', async () => {
        const id = await createEvent();
        const tag = randomUUID().slice(0, 6);
        const first = await createAccount(app, 'participant', `grace-${tag}`);
        const second = await createAccount(app, 'participant', `graceful-${tag}`);
        const response = await candidates(`GRACE-${tag}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([
          { userId: first.userId, name: `Test grace-${tag}`, maskedEmail: 'g***@e***.com' },
        ]);
        const both = (await candidates(tag)).json<{ userId: string; maskedEmail: string }[]>();
        expect(both.map((candidate) => candidate.userId)).toEqual(
          expect.arrayContaining([first.userId, second.userId]),
        );
        for (const candidate of both) expect(candidate.maskedEmail).toMatch(/^.\*\*\*@.\*\*\*\.[a-z]+$/);
        expect(JSON.stringify(both)).not.toContain('@example.com');
        const judges = await app.inject({ method: 'GET', url: `/api/admin/events/${id}/judges`, headers: as('admin') });
        expect(judges.json()).toMatchObject({ judges: [] });
      });

      it('returns at most 10, by name', async () => {
        const tag = randomUUID().slice(0, 6);
        for (let n = 11; n >= 0; n -= 1)
          await createAccount(app, 'participant', `crowd-${tag}-${String(n).padStart(2, '0')}`);
        const found = (await candidates(`crowd-${tag}`)).json<{ name: string }[]>();
        expect(found.map((candidate) => candidate.name)).toEqual(
          Array.from({ length: 10 }, (_, n) => `Test crowd-${tag}-${String(n).padStart(2, '0')}`),
        );
      });

      it('refuses an empty search, naming the field', async () => {
        for (const url of ['/api/admin/judge-candidates?q=%20', '/api/admin/judge-candidates']) {
          const refused = await app.inject({ method: 'GET', url, headers: as('admin') });
          expect(refused.statusCode).toBe(400);
          expect(refused.json().fields).toContainEqual({ field: 'q', reason: 'Enter part of a judge name' });
        }
        expect((await candidates('x'.repeat(201))).json().fields[0].field).toBe('q');
      });
    });
  });
});
