import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '../../src/common/auth/roles.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;
const CALLERS: Caller[] = ['visitor', 'participant', 'organizer', 'judge', 'admin'];

describe('roles, access and profile', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  const accounts = {} as Record<Role, TestAccount>;

  beforeAll(async () => {
    app = await startTestApp(testConfig(await createTestDatabase()));
    em = app.get(EntityManager).fork();
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
  });

  afterAll(async () => {
    await app?.close();
  });

  const headersOf = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);

  describe('who may call what', () => {
    const target = () => accounts.participant.userId;
    const routes: {
      name: string;
      method: 'GET' | 'POST' | 'PUT';
      url: () => string;
      body?: () => object;
      allowed: Caller[];
      ok: number;
    }[] = [
      {
        name: 'GET /api/auth/me',
        method: 'GET',
        url: () => '/api/auth/me',
        allowed: ['participant', 'organizer', 'judge', 'admin'],
        ok: 200,
      },
      {
        name: 'GET /api/me/profile',
        method: 'GET',
        url: () => '/api/me/profile',
        allowed: ['participant', 'organizer', 'judge', 'admin'],
        ok: 200,
      },
      {
        name: 'GET /api/access/status',
        method: 'GET',
        url: () => '/api/access/status',
        allowed: ['participant', 'organizer', 'judge', 'admin'],
        ok: 200,
      },
      {
        name: 'POST /api/access/bootstrap',
        method: 'POST',
        url: () => '/api/access/bootstrap',
        allowed: ['participant', 'organizer', 'judge', 'admin'],
        ok: 200,
      },
      {
        name: 'GET /api/admin/staff',
        method: 'GET',
        url: () => '/api/admin/staff',
        allowed: ['organizer', 'admin'],
        ok: 200,
      },
      { name: 'GET /api/admin/users', method: 'GET', url: () => '/api/admin/users', allowed: ['admin'], ok: 200 },
      {
        name: 'GET /api/admin/users/count',
        method: 'GET',
        url: () => '/api/admin/users/count',
        allowed: ['organizer', 'admin'],
        ok: 200,
      },
      {
        name: 'POST /api/admin/roles/grant',
        method: 'POST',
        url: () => '/api/admin/roles/grant',
        body: () => ({ email: accounts.participant.email, role: 'participant' }),
        allowed: ['admin'],
        ok: 200,
      },
      {
        name: 'PUT /api/admin/users/:id/role',
        method: 'PUT',
        url: () => `/api/admin/users/${target()}/role`,
        body: () => ({ role: 'participant' }),
        allowed: ['admin'],
        ok: 200,
      },
    ];

    for (const route of routes) {
      it.each(CALLERS)(`${route.name} as %s`, async (caller) => {
        const response = await app.inject({
          method: route.method,
          url: route.url(),
          headers: headersOf(caller),
          payload: route.body?.(),
        });
        const expected = route.allowed.includes(caller) ? route.ok : caller === 'visitor' ? 401 : 403;
        expect(response.statusCode).toBe(expected);
      });
    }

    it("PUT /api/me/profile as each signed-in role edits only the caller's own profile; a visitor gets 401", async () => {
      expect((await app.inject({ method: 'PUT', url: '/api/me/profile', payload: {} })).statusCode).toBe(401);
      for (const role of ['participant', 'organizer', 'judge', 'admin'] as const) {
        const current = (
          await app.inject({ method: 'GET', url: '/api/me/profile', headers: accounts[role].auth })
        ).json();
        const response = await app.inject({
          method: 'PUT',
          url: '/api/me/profile',
          headers: accounts[role].auth,
          payload: { firstName: 'Edited', lastName: role, skills: [], version: current.version },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ userId: accounts[role].userId, name: `Edited ${role}` });
      }
    });
  });

  describe('first-admin bootstrap', () => {
    it('ten users asking at once on a platform without admin produce exactly one admin', async () => {
      const fresh = await startTestApp(testConfig(await createTestDatabase()));
      try {
        const people = await Promise.all(
          Array.from({ length: 10 }, (_, i) => createAccount(fresh, 'participant', `candidate${i}`)),
        );
        const status = await fresh.inject({ method: 'GET', url: '/api/access/status', headers: people[0].auth });
        expect(status.json()).toEqual({ adminExists: false });

        const answers = await Promise.all(
          people.map((person) => fresh.inject({ method: 'POST', url: '/api/access/bootstrap', headers: person.auth })),
        );
        const results = answers.map((answer) => answer.json<{ result: string }>().result).sort();
        expect(results).toEqual(['created', ...Array(9).fill('exists')].sort());
        const freshEm = fresh.get(EntityManager).fork();
        const admins = await freshEm.execute<{ user_id: string }[]>(
          "select user_id from user_roles where role = 'admin'",
        );
        expect(admins).toHaveLength(1);
        const events = await freshEm.execute<{ payload: { via: string; to: string } }[]>(
          "select payload from domain_events where type = 'user.role_changed'",
        );
        expect(events).toEqual([{ payload: { from: 'participant', to: 'admin', via: 'bootstrap' } }]);

        const winner = people.find((person) => person.userId === admins[0].user_id)!;
        const me = await fresh.inject({ method: 'GET', url: '/api/auth/me', headers: winner.auth });
        expect(me.json().role).toBe('admin');
      } finally {
        await fresh.close();
      }
    });
  });

  describe('granting and changing roles', () => {
    it('grants organizer by email, with the audit event, and lists staff', async () => {
      const newcomer = await createAccount(app, 'participant', 'newcomer');
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/roles/grant',
        headers: accounts.admin.auth,
        payload: { email: `  ${newcomer.email.toUpperCase()} `, role: 'organizer' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContainEqual(
        expect.objectContaining({ userId: newcomer.userId, role: 'organizer', email: newcomer.email }),
      );
      const [event] = await em.execute<{ actor_id: string; payload: object }[]>(
        "select actor_id, payload from domain_events where type = 'user.role_changed' and stream_id = ?",
        [newcomer.userId],
      );
      expect(event).toEqual({
        actor_id: accounts.admin.userId,
        payload: { from: 'participant', to: 'organizer', via: 'grant_by_email' },
      });
      // The new role applies on the very next request, with the same access token.
      const staff = await app.inject({ method: 'GET', url: '/api/admin/staff', headers: newcomer.auth });
      expect(staff.statusCode).toBe(200);
    });

    it('answers an unknown email with 404 "User not found with that email"', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/roles/grant',
        headers: accounts.admin.auth,
        payload: { email: 'nobody@example.com', role: 'organizer' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found with that email' });
    });

    it.each([
      [
        'a role that cannot be granted',
        { email: 'x@example.com', role: 'judge' },
        'role',
        'must be one of admin, organizer, participant',
      ],
      ['an empty email', { email: '', role: 'organizer' }, 'email', 'must be a valid email address'],
    ])('refuses %s with 400 naming the field', async (_name, payload, field, reason) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/roles/grant',
        headers: accounts.admin.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field, reason });
    });

    it('changes any user to any of the four roles, and never removes the last admin', async () => {
      const person = await createAccount(app, 'participant', 'person');
      const toJudge = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${person.userId}/role`,
        headers: accounts.admin.auth,
        payload: { role: 'judge' },
      });
      expect(toJudge.json()).toEqual({ role: 'judge' });

      const [{ admins }] = await em.execute<{ admins: string }[]>(
        "select count(*) as admins from user_roles where role = 'admin'",
      );
      expect(Number(admins)).toBe(1);
      const demoteSelf = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${accounts.admin.userId}/role`,
        headers: accounts.admin.auth,
        payload: { role: 'participant' },
      });
      expect(demoteSelf.statusCode).toBe(409);
      expect(demoteSelf.json()).toMatchObject({ code: 'LAST_ADMIN' });
    });

    it('refuses a malformed user id and an unknown role', async () => {
      const badId = await app.inject({
        method: 'PUT',
        url: '/api/admin/users/not-a-uuid/role',
        headers: accounts.admin.auth,
        payload: { role: 'judge' },
      });
      expect(badId.statusCode).toBe(400);
      const badRole = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${accounts.participant.userId}/role`,
        headers: accounts.admin.auth,
        payload: { role: 'superuser' },
      });
      expect(badRole.json().fields).toContainEqual({
        field: 'role',
        reason: 'must be one of participant, organizer, judge, admin',
      });
    });

    it("gives organizers and admins the users' total as a number only, the same the user list counts", async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/users?pageSize=1',
        headers: accounts.admin.auth,
      });
      const { total } = list.json<{ total: number }>();
      expect(total).toBeGreaterThanOrEqual(4);
      for (const role of ['organizer', 'admin'] as const) {
        const count = await app.inject({ method: 'GET', url: '/api/admin/users/count', headers: accounts[role].auth });
        expect(count.statusCode).toBe(200);
        expect(count.json()).toEqual({ total });
      }
    });

    it('pages and searches the user list', async () => {
      const page = await app.inject({
        method: 'GET',
        url: '/api/admin/users?page=1&pageSize=2',
        headers: accounts.admin.auth,
      });
      expect(page.json().items).toHaveLength(2);
      expect(page.json().total).toBeGreaterThan(2);
      const search = await app.inject({
        method: 'GET',
        url: '/api/admin/users?search=newcomer',
        headers: accounts.admin.auth,
      });
      expect(search.json().items.map((user: { email: string }) => user.email)).toEqual([
        expect.stringContaining('newcomer'),
      ]);
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/users?pageSize=500', headers: accounts.admin.auth }))
          .statusCode,
      ).toBe(400);
    });
    it('filters the user list by role, sorts it by every column both ways, and refuses unknown values', async () => {
      const tag = `usr${Math.random().toString(36).slice(2, 7)}`;
      // Created in this order: zoe first, then amy the judge, then bob.
      const zoe = await createAccount(app, 'participant', `${tag}-zoe`);
      const amy = await createAccount(app, 'judge', `${tag}-amy`);
      const bob = await createAccount(app, 'participant', `${tag}-bob`);
      const list = async (query: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/users?search=${tag}&${query}`,
          headers: accounts.admin.auth,
        });
        expect(response.statusCode).toBe(200);
        return response.json<{ items: { userId: string }[] }>().items.map((user) => user.userId);
      };
      expect(await list('role=judge')).toEqual([amy.userId]);
      expect(await list('role=participant')).toEqual([bob.userId, zoe.userId]);
      const orders = {
        user_asc: [amy, bob, zoe],
        user_desc: [zoe, bob, amy],
        // Ties newest first.
        role_asc: [amy, bob, zoe],
        role_desc: [bob, zoe, amy],
        joined_asc: [zoe, amy, bob],
        joined_desc: [bob, amy, zoe],
      };
      for (const [sort, order] of Object.entries(orders)) {
        expect({ sort, ids: await list(`sort=${sort}`) }).toEqual({ sort, ids: order.map((user) => user.userId) });
      }
      for (const [query, field] of [
        ['sort=email_up', 'sort'],
        ['role=superuser', 'role'],
      ]) {
        const refused = await app.inject({
          method: 'GET',
          url: `/api/admin/users?${query}`,
          headers: accounts.admin.auth,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ fields: { field: string }[] }>().fields.map((problem) => problem.field)).toEqual([field]);
      }
    });
  });

  describe('profile', () => {
    it('saves trimmed fields, unique skills and nulls for blanks, with an audit event naming what changed', async () => {
      const me = await createAccount(app, 'participant', 'profiler');
      const before = (await app.inject({ method: 'GET', url: '/api/me/profile', headers: me.auth })).json();
      const response = await app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: me.auth,
        payload: {
          firstName: ' Grace ',
          lastName: 'Hopper',
          location: '  ',
          bio: 'Compilers',
          skills: [' TypeScript ', '', 'typescript', 'Go'],
          githubUrl: 'https://github.com/grace',
          version: before.version,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Grace Hopper',
        firstName: 'Grace',
        location: null,
        skills: ['TypeScript', 'Go'],
        githubUrl: 'https://github.com/grace',
        version: before.version + 1,
      });
      const [event] = await em.execute<{ payload: { changed: string[] } }[]>(
        "select payload from domain_events where type = 'profile.updated' and stream_id = ?",
        [me.userId],
      );
      expect(event.payload.changed.sort()).toEqual(['bio', 'firstName', 'githubUrl', 'lastName', 'skills'].sort());
    });

    it('answers an edit based on a stale version with 409 and keeps the newer edit', async () => {
      const me = await createAccount(app, 'participant', 'racer');
      const { version } = (await app.inject({ method: 'GET', url: '/api/me/profile', headers: me.auth })).json();
      const edit = (bio: string) =>
        app.inject({
          method: 'PUT',
          url: '/api/me/profile',
          headers: me.auth,
          payload: { firstName: 'R', lastName: 'C', bio, skills: [], version },
        });
      expect((await edit('first tab')).statusCode).toBe(200);
      const stale = await edit('second tab');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
      expect((await app.inject({ method: 'GET', url: '/api/me/profile', headers: me.auth })).json().bio).toBe(
        'first tab',
      );
    });

    it('refuses bad input naming each field, and writes nothing', async () => {
      const me = await createAccount(app, 'participant', 'invalid');
      const before = (await app.inject({ method: 'GET', url: '/api/me/profile', headers: me.auth })).json();
      const response = await app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: me.auth,
        payload: {
          firstName: '',
          lastName: 'X',
          skills: 'not-a-list',
          linkedinUrl: 'javascript:alert(1)',
          version: before.version,
        },
      });
      expect(response.statusCode).toBe(400);
      const fields = response.json().fields.map((problem: { field: string }) => problem.field);
      expect(fields).toEqual(expect.arrayContaining(['firstName', 'skills', 'linkedinUrl']));
      expect((await app.inject({ method: 'GET', url: '/api/me/profile', headers: me.auth })).json()).toEqual(before);
    });
  });
});
