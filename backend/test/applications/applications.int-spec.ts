import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ProjectionRegistry } from '../../src/audit/projections/projection-registry.js';
import type { Role } from '../../src/common/auth/roles.js';
import type { EventStatus } from '../../src/events/event-rules.js';
import { createAccount, type TestAccount } from '../support/accounts.js';
import { createSprint } from '../support/events.js';
import { queuedEmails } from '../support/outbox-mail.js';
import { startTestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase } from '../support/test-env.js';

type Caller = 'visitor' | Role;
const APPLICATION = {
  role: 'Dev',
  shortAnswer: 'I build data tools for supply chains.',
  linkedinUrl: ' https://linkedin.com/in/ada ',
};

describe('applications', () => {
  let app: NestFastifyApplication;
  let em: EntityManager;
  const accounts = {} as Record<Role, TestAccount>;
  let eventId: string;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    app = await startTestApp(testConfig(databaseUrl));
    em = app.get(EntityManager).fork();
    for (const role of ['participant', 'organizer', 'judge', 'admin'] as const)
      accounts[role] = await createAccount(app, role);
    eventId = await openEvent();
  });

  afterAll(async () => {
    await app?.close();
  });

  const as = (caller: Caller) => (caller === 'visitor' ? {} : accounts[caller].auth);

  const openEvent = (status: EventStatus = 'active') =>
    createSprint(app, accounts.organizer, { status, tracks: ['discovery'] });

  async function apply(account: TestAccount, event = eventId, payload: object = APPLICATION) {
    return app.inject({ method: 'POST', url: `/api/events/${event}/applications`, headers: account.auth, payload });
  }

  async function review(applicationId: string, status: string, version: number, caller: Caller = 'admin') {
    return app.inject({
      method: 'PUT',
      url: `/api/admin/applications/${applicationId}/status`,
      headers: as(caller),
      payload: { status, version },
    });
  }

  describe('applying', () => {
    it('stores the application once, trimmed, with its audit event; a second one is "Already Applied"', async () => {
      const person = await createAccount(app, 'participant', 'applicant');
      const first = await apply(person);
      expect(first.statusCode).toBe(201);
      const mine = (
        await app.inject({ method: 'GET', url: `/api/events/${eventId}/applications/mine`, headers: person.auth })
      ).json();
      expect(mine).toMatchObject({
        status: 'pending',
        role: 'Dev',
        linkedinUrl: 'https://linkedin.com/in/ada',
        version: 1,
      });
      const second = await apply(person);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'APPLICATION_ALREADY_EXISTS',
        message: 'You have already applied to this event.',
      });
      const [event] = await em.execute<{ type: string; actor_id: string }[]>(
        "select type, actor_id from domain_events where stream_id = ? and stream_type = 'application'",
        [mine.id],
      );
      expect(event).toEqual({ type: 'application.submitted', actor_id: person.userId });
    });

    it('keeps exactly one application when 200 submits of the same person arrive at once', async () => {
      const person = await createAccount(app, 'participant', 'eager');
      const answers = await Promise.all(Array.from({ length: 200 }, () => apply(person)));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(199);
      const rows = await em.execute('select id from applications where user_id = ?', [person.userId]);
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['no role', { shortAnswer: 'x' }, 'role', 'Please fill in all required fields.'],
      ['an unknown role', { role: 'CEO', shortAnswer: 'x' }, 'role', 'Please fill in all required fields.'],
      [
        'a blank short answer',
        { role: 'PM', shortAnswer: '   ' },
        'shortAnswer',
        'Please fill in all required fields.',
      ],
      [
        'a LinkedIn that is not a URL',
        { role: 'PM', shortAnswer: 'x', linkedinUrl: 'ada' },
        'linkedinUrl',
        'LinkedIn must be a valid URL.',
      ],
      [
        'a LinkedIn with a scheme other than http(s)',
        { role: 'PM', shortAnswer: 'x', linkedinUrl: 'ftp://linkedin.com/in/ada' },
        'linkedinUrl',
        'LinkedIn must be a valid URL.',
      ],
    ])('refuses %s with 400 naming the field, and writes nothing', async (_name, payload, field, reason) => {
      const person = await createAccount(app, 'participant', 'sloppy');
      const response = await apply(person, eventId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field, reason });
      expect(await em.execute('select id from applications where user_id = ?', [person.userId])).toEqual([]);
    });

    it('saves a LinkedIn typed without https:// as a full https:// address', async () => {
      const person = await createAccount(app, 'participant', 'shorthand');
      const response = await apply(person, eventId, { ...APPLICATION, linkedinUrl: ' linkedin.com/in/jane ' });
      expect(response.statusCode).toBe(201);
      const [row] = await em.execute<{ linkedin_url: string }[]>(
        'select linkedin_url from applications where user_id = ?',
        [person.userId],
      );
      expect(row).toEqual({ linkedin_url: 'https://linkedin.com/in/jane' });
    });

    it('accepts a short answer longer than 500 characters (the counter is not enforced)', async () => {
      const person = await createAccount(app, 'participant', 'verbose');
      expect((await apply(person, eventId, { role: 'Other', shortAnswer: 'x'.repeat(800) })).statusCode).toBe(201);
    });

    it('refuses drafts and unknown events, and visitors', async () => {
      const person = await createAccount(app, 'participant', 'early');
      const draft = await openEvent('draft');
      expect((await apply(person, draft)).json()).toMatchObject({ statusCode: 409, code: 'EVENT_NOT_OPEN' });
      expect((await apply(person, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(409);
      expect(
        (await app.inject({ method: 'POST', url: `/api/events/${eventId}/applications`, payload: APPLICATION }))
          .statusCode,
      ).toBe(401);
    });

    it('shows people only their own applications', async () => {
      const mine = await app.inject({ method: 'GET', url: '/api/me/applications', headers: accounts.judge.auth });
      expect(mine.json()).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/me/applications' })).statusCode).toBe(401);
      const other = await app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/applications/mine`,
        headers: accounts.judge.auth,
      });
      // No application is an answer, not an error: 204 with no body (a 404 shows as a failed load in the browser).
      expect(other.statusCode).toBe(204);
      expect(other.body).toBe('');
    });
  });

  describe('reviewing', () => {
    async function pendingApplication(name: string): Promise<{ id: string; person: TestAccount }> {
      const person = await createAccount(app, 'participant', name);
      const { id } = (await apply(person)).json<{ id: string }>();
      return { id, person };
    }

    /** An application whose status went pending -> rejected -> pending. */
    async function pendingApplicationWithChange(): Promise<{ pending: string }> {
      const { id } = await pendingApplication('check-me');
      await review(id, 'rejected', 1);
      await review(id, 'pending', 2);
      return { pending: id };
    }

    it.each<[Caller, number]>([
      ['visitor', 401],
      ['participant', 403],
      ['judge', 403],
      ['organizer', 403],
      ['admin', 200],
    ])('the list, detail and status change as %s answer %i', async (caller, status) => {
      const { id } = await pendingApplication(`review-${caller}`);
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/applications', headers: as(caller) })).statusCode,
      ).toBe(status);
      expect(
        (await app.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: as(caller) })).statusCode,
      ).toBe(status);
      expect((await review(id, 'approved', 1, caller)).statusCode).toBe(status);
    });

    it('approves: status, audit event, history row and a decision email with the spec payload, in one go', async () => {
      const { id, person } = await pendingApplication('approved-one');
      const response = await review(id, 'approved', 1);
      expect(response.json()).toEqual({ version: 2 });
      const [history] = await em.execute<{ old_status: string; new_status: string; changed_by: string }[]>(
        'select old_status, new_status, changed_by from application_status_history where application_id = ?',
        [id],
      );
      expect(history).toEqual({ old_status: 'pending', new_status: 'approved', changed_by: accounts.admin.userId });
      const [email] = await queuedEmails(app, person.email);
      expect(email).toMatchObject({ template: 'application.approved' });
      expect(email.text).toContain(`/events/${eventId}/dashboard`);
      expect((email as unknown as { context: object }).context).toMatchObject({
        userId: person.userId,
        status: 'approved',
        eventId,
        name: `Test approved-one`,
      });
    });

    it('waitlists: status, audit event, history row and the waitlist email with the day they hear by', async () => {
      const { id, person } = await pendingApplication('waitlisted-one');
      expect((await review(id, 'waitlisted', 1)).json()).toEqual({ version: 2 });
      expect(
        await em.execute(
          'select old_status, new_status, changed_by from application_status_history where application_id = ?',
          [id],
        ),
      ).toEqual([{ old_status: 'pending', new_status: 'waitlisted', changed_by: accounts.admin.userId }]);
      const events = await em.execute<{ type: string; payload: object; actor_id: string }[]>(
        "select type, payload, actor_id from domain_events where stream_type = 'application' and stream_id = ? order by version",
        [id],
      );
      expect(events.at(-1)).toEqual({
        type: 'application.status_changed',
        payload: { from: 'pending', to: 'waitlisted' },
        actor_id: accounts.admin.userId,
      });
      const [email] = await queuedEmails(app, person.email);
      // The sprint starts Jan 5 2027, 4 PM UTC: 8 AM that day in Los Angeles.
      expect(email).toMatchObject({
        template: 'application.waitlisted',
        subject: expect.stringContaining("You're on the waitlist"),
      });
      expect(email.text).toContain('you are on the waitlist and will hear from us by Jan 5, 2027');
      expect(email.text).toContain(`/events/${eventId}`);

      // Their own application says so; the participant dashboard stays closed with the spec's words.
      const mine = await app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/applications/mine`,
        headers: person.auth,
      });
      expect(mine.json()).toMatchObject({ id, status: 'waitlisted', version: 2 });
      const dashboard = await app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/participant-dashboard`,
        headers: person.auth,
      });
      expect(dashboard.json()).toMatchObject({
        statusCode: 403,
        code: 'APPLICATION_NOT_APPROVED',
        message: "Your application is waitlisted. You'll receive an email when there's an update.",
      });

      // Resent, it is the waitlist email again; from the waitlist staff can still approve.
      expect(
        (await app.inject({ method: 'POST', url: `/api/admin/applications/${id}/resend`, headers: as('admin') }))
          .statusCode,
      ).toBe(204);
      expect((await review(id, 'approved', 3)).statusCode).toBe(200);
      expect((await queuedEmails(app, person.email)).map((mail) => mail.template)).toEqual([
        'application.waitlisted',
        'application.waitlisted',
        'application.approved',
      ]);
    });

    it('refuses an unknown status with 400 naming the field and every status', async () => {
      const { id } = await pendingApplication('unknown-status');
      const response = await review(id, 'maybe', 1);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'status', reason: 'must be one of pending, approved, waitlisted, rejected' }],
      });
    });

    it('filters by the waitlist and exports it in the CSV', async () => {
      const event = await openEvent();
      const [waiting, approved] = await Promise.all(
        ['csv-waiting', 'csv-approved'].map((name) => createAccount(app, 'participant', name)),
      );
      const waitingId = (await apply(waiting, event)).json<{ id: string }>().id;
      const approvedId = (await apply(approved, event)).json<{ id: string }>().id;
      await review(waitingId, 'waitlisted', 1);
      await review(approvedId, 'approved', 1);
      const page = await app.inject({
        method: 'GET',
        url: `/api/admin/applications?eventId=${event}&status=waitlisted`,
        headers: as('admin'),
      });
      expect(page.json()).toMatchObject({ total: 1, items: [{ id: waitingId, status: 'waitlisted' }] });
      const csv = await app.inject({
        method: 'GET',
        url: `/api/admin/applications/export.csv?eventId=${event}&status=waitlisted`,
        headers: as('admin'),
      });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(waiting.email);
      expect(lines[1]).toContain(',waitlisted,');
      const all = await app.inject({
        method: 'GET',
        url: `/api/admin/applications/export.csv?eventId=${event}`,
        headers: as('admin'),
      });
      expect(all.body).toContain(',approved,');
      expect(all.body).toContain(',waitlisted,');
    });

    it('lets exactly one of two concurrent reviews win; the other gets 409 and the history has one row', async () => {
      const { id } = await pendingApplication('contested');
      const [a, b] = await Promise.all([review(id, 'approved', 1), review(id, 'rejected', 1)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json()).toMatchObject({
        code: 'VERSION_CONFLICT',
        message: 'This record was changed by someone else. Reload it and try again.',
      });
      expect(await em.execute('select * from application_status_history where application_id = ?', [id])).toHaveLength(
        1,
      );
    });

    it('sends no email for pending, refuses to resend for pending, and resends a decision with its own audit event', async () => {
      const { id, person } = await pendingApplication('back-and-forth');
      await review(id, 'rejected', 1);
      await review(id, 'pending', 2);
      expect((await queuedEmails(app, person.email)).map((mail) => mail.template)).toEqual(['application.rejected']);

      const refused = await app.inject({
        method: 'POST',
        url: `/api/admin/applications/${id}/resend`,
        headers: as('admin'),
      });
      expect(refused.json()).toMatchObject({
        statusCode: 400,
        code: 'CANNOT_RESEND_PENDING',
        message: 'Cannot resend email for pending applications',
      });

      await review(id, 'rejected', 3);
      expect(
        (await app.inject({ method: 'POST', url: `/api/admin/applications/${id}/resend`, headers: as('admin') }))
          .statusCode,
      ).toBe(204);
      expect((await queuedEmails(app, person.email)).map((mail) => mail.template)).toEqual([
        'application.rejected',
        'application.rejected',
        'application.rejected',
      ]);
      expect(
        (await app.inject({ method: 'POST', url: `/api/admin/applications/${id}/resend`, headers: as('organizer') }))
          .statusCode,
      ).toBe(403);

      const detail = (
        await app.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: as('admin') })
      ).json();
      const steps = detail.timeline.map(
        (entry: { type: string; details: { to?: string } }) =>
          `${entry.type}${entry.details.to && entry.type.startsWith('application') ? `:${entry.details.to}` : ''}`,
      );
      expect(steps).toEqual([
        'application.submitted',
        'application.status_changed:rejected',
        'email.queued',
        'application.status_changed:pending',
        'application.status_changed:rejected',
        'email.queued',
        'application.decision_email_resent',
        'email.queued',
      ]);
      expect(detail.timeline[1]).toMatchObject({ actorId: accounts.admin.userId, actorName: 'Test admin' });
    });

    it('filters by event and status, sorts by applied date and pages', async () => {
      const other = await openEvent();
      const person = await createAccount(app, 'participant', 'other-event');
      await apply(person, other);
      const page = (
        await app.inject({ method: 'GET', url: `/api/admin/applications?eventId=${other}`, headers: as('admin') })
      ).json();
      expect(page).toMatchObject({ total: 1, items: [{ eventId: other, applicantEmail: person.email }] });
      const newestFirst = (
        await app.inject({ method: 'GET', url: '/api/admin/applications?pageSize=3', headers: as('admin') })
      ).json();
      expect(newestFirst.items).toHaveLength(3);
      expect(newestFirst.items[0].createdAt >= newestFirst.items[1].createdAt).toBe(true);
      const oldestFirst = (
        await app.inject({
          method: 'GET',
          url: '/api/admin/applications?sort=applied_asc&pageSize=1',
          headers: as('admin'),
        })
      ).json();
      expect(oldestFirst.items[0].createdAt <= newestFirst.items[0].createdAt).toBe(true);
      const approved = (
        await app.inject({ method: 'GET', url: '/api/admin/applications?status=approved', headers: as('admin') })
      ).json();
      expect(approved.items.every((item: { status: string }) => item.status === 'approved')).toBe(true);
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/applications?eventId=nope', headers: as('admin') }))
          .statusCode,
      ).toBe(400);
    });

    it('pages one event in a stable order with the same total on every page, and past the last page', async () => {
      const event = await openEvent();
      const people = await Promise.all([1, 2, 3, 4, 5].map((n) => createAccount(app, 'participant', `pager-${n}`)));
      const ids: string[] = [];
      for (const person of people) ids.push((await apply(person, event)).json<{ id: string }>().id);
      await review(ids[1], 'approved', 1);
      const page = async (query: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/admin/applications?eventId=${event}&${query}`,
            headers: as('admin'),
          })
        ).json<{ total: number; items: { id: string; createdAt: string; status: string }[] }>();

      const pages = [await page('pageSize=2&page=1'), await page('pageSize=2&page=2'), await page('pageSize=2&page=3')];
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
      const newestFirst = pages.flatMap((p) => p.items.map((item) => item.id));
      expect(newestFirst).toEqual(ids.toReversed());
      expect(await page('pageSize=2&page=4')).toEqual({ total: 5, items: [] });
      const oldestFirst = [await page('sort=applied_asc&pageSize=3'), await page('sort=applied_asc&pageSize=3&page=2')];
      expect(oldestFirst.flatMap((p) => p.items.map((item) => item.id))).toEqual(ids);
      expect(await page('status=approved')).toMatchObject({ total: 1, items: [{ id: ids[1], status: 'approved' }] });
      expect(await page('status=rejected&page=2')).toEqual({ total: 0, items: [] });
    });

    describe('the table: search, role filter and every sort', () => {
      // Unique to this run, so the search alone narrows the list to these applications.
      const tag = `tbl${Math.random().toString(36).slice(2, 7)}`;
      const ids: Record<'amy' | 'bob' | 'cy' | 'literal' | 'lookalike', string> = {} as never;
      let bobEmail: string;
      let alpha: string;

      beforeAll(async () => {
        alpha = await createSprint(app, accounts.organizer, { title: `Alpha ${tag}`, status: 'active' });
        const beta = await createSprint(app, accounts.organizer, { title: `beta ${tag}`, status: 'active' });
        const plan = [
          ['amy', `${tag}-amy`, beta, 'PM'],
          ['bob', `${tag}-Bob`, alpha, 'Designer'],
          ['cy', `${tag}-cy`, alpha, 'Dev'],
          ['literal', `${tag}-x_y`, beta, 'Other'],
          ['lookalike', `${tag}-xzy`, beta, 'Dev'],
        ] as const;
        for (const [key, name, event, role] of plan) {
          const person = await createAccount(app, 'participant', name);
          if (key === 'bob') bobEmail = person.email;
          ids[key] = (await apply(person, event, { ...APPLICATION, role })).json<{ id: string }>().id;
        }
        await review(ids.bob, 'approved', 1);
        await review(ids.cy, 'rejected', 1);
      });

      const list = async (query: string, search = tag) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/applications?search=${encodeURIComponent(search)}&${query}`,
          headers: as('admin'),
        });
        expect(response.statusCode).toBe(200);
        const body = response.json<{ total: number; items: { id: string }[] }>();
        return { total: body.total, ids: body.items.map((item) => item.id) };
      };

      it('searches names and emails case-insensitively, taking % and _ literally', async () => {
        expect((await list('')).total).toBe(5);
        expect(await list('', `${tag}-BOB`)).toEqual({ total: 1, ids: [ids.bob] });
        // The part of the email after the name: only the email can match it.
        const mailbox = bobEmail.slice(bobEmail.lastIndexOf('-') + 1).toUpperCase();
        expect(await list('', mailbox)).toEqual({ total: 1, ids: [ids.bob] });
        expect(await list('', `${tag}-x_y`)).toEqual({ total: 1, ids: [ids.literal] });
        expect(await list('', `${tag}-%`)).toEqual({ total: 0, ids: [] });
        // Past the last page the total is counted with the search too.
        expect(await list('page=3&pageSize=2', `${tag}-x`)).toEqual({ total: 2, ids: [] });
      });

      it('filters by role and by status, together with the event', async () => {
        expect(await list('role=Dev&sort=applicant_asc')).toEqual({ total: 2, ids: [ids.cy, ids.lookalike] });
        expect(await list('status=approved')).toEqual({ total: 1, ids: [ids.bob] });
        expect(await list(`role=Dev&eventId=${alpha}`)).toEqual({ total: 1, ids: [ids.cy] });
      });

      it.each([
        ['applicant_asc', ['amy', 'bob', 'cy', 'literal', 'lookalike']],
        ['applicant_desc', ['lookalike', 'literal', 'cy', 'bob', 'amy']],
        // Roles and statuses alphabetically; ties (same event, role or status) newest first.
        ['event_asc', ['cy', 'bob', 'lookalike', 'literal', 'amy']],
        ['event_desc', ['lookalike', 'literal', 'amy', 'cy', 'bob']],
        ['role_asc', ['bob', 'lookalike', 'cy', 'literal', 'amy']],
        ['role_desc', ['amy', 'literal', 'lookalike', 'cy', 'bob']],
        ['status_asc', ['bob', 'lookalike', 'literal', 'amy', 'cy']],
        ['status_desc', ['cy', 'lookalike', 'literal', 'amy', 'bob']],
        ['applied_asc', ['amy', 'bob', 'cy', 'literal', 'lookalike']],
        ['applied_desc', ['lookalike', 'literal', 'cy', 'bob', 'amy']],
      ] as const)('sorts by %s', async (sort, order) => {
        expect((await list(`sort=${sort}`)).ids).toEqual(order.map((key) => ids[key]));
        // Paging keeps the order: the second page of two goes on where the first stopped.
        expect((await list(`sort=${sort}&pageSize=2&page=2`)).ids).toEqual(order.slice(2, 4).map((key) => ids[key]));
      });

      it.each([
        ['sort=name_up', 'sort'],
        ['sort=applied', 'sort'],
        ['status=lost', 'status'],
        ['role=CEO', 'role'],
        [`search=${'x'.repeat(101)}`, 'search'],
      ])('refuses %s with 400 naming %s', async (query, field) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/applications?${query}`,
          headers: as('admin'),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
      });
    });

    it('reads the page, its event titles and its applicants as prepared statements, answering as before', async () => {
      const event = await openEvent();
      const named = await createAccount(app, 'participant', 'prepared-named');
      const unnamed = await createAccount(app, 'participant', 'prepared-unnamed');
      await em.execute('update profiles set name = null, first_name = null, last_name = null where user_id = ?', [
        unnamed.userId,
      ]);
      const ids = [(await apply(named, event)).json<{ id: string }>().id];
      ids.push((await apply(unnamed, event)).json<{ id: string }>().id);
      const pool = await em.getConnection().getNativeClient();
      const sent = jest.spyOn(pool, 'query');
      try {
        const list = async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/api/admin/applications?eventId=${event}`,
              headers: as('admin'),
            })
          ).json<{ total: number; items: object[] }>();
        const first = await list();
        // Past five runs PostgreSQL may switch each statement to its generic plan: the answer stays the same.
        for (let run = 0; run < 7; run += 1) expect(await list()).toEqual(first);
        expect(first).toEqual({
          total: 2,
          items: [unnamed, named].map((person, index) => ({
            id: ids[1 - index],
            eventId: event,
            eventTitle: expect.any(String),
            userId: person.userId,
            applicantName: person === named ? 'Test prepared-named' : null,
            applicantEmail: person.email,
            linkedinUrl: 'https://linkedin.com/in/ada',
            role: 'Dev',
            shortAnswer: APPLICATION.shortAnswer,
            status: 'pending',
            version: 1,
            createdAt: expect.any(String),
            // Not continuing a venture (issue 27): none named, no 'Returning' figure.
            ventureId: null,
            returning: null,
            // Not approved: no spot to confirm (issue 28).
            spot: null,
          })),
        });
        const statements = new Set(sent.mock.calls.map(([query]) => (query as { name?: string }).name));
        for (const label of ['admin-applications-page', 'event-titles', 'user-directory-people']) {
          expect([...statements].some((name) => name?.startsWith(`${label}-`))).toBe(true);
        }
      } finally {
        sent.mockRestore();
      }
    });

    it('keeps the history equal to a rebuild from the events after 1,000 random transitions', async () => {
      const applications = await Promise.all(Array.from({ length: 10 }, (_, i) => pendingApplication(`burst-${i}`)));
      const versions = new Map(applications.map(({ id }) => [id, 1]));
      const statuses = ['pending', 'approved', 'waitlisted', 'rejected'];
      const current = new Map(applications.map(({ id }) => [id, 'pending']));
      for (let i = 0; i < 1000; i += 1) {
        const { id } = applications[i % applications.length];
        const next = statuses.filter((status) => status !== current.get(id))[i % 3];
        const response = await review(id, next, versions.get(id)!);
        versions.set(id, response.json<{ version: number }>().version);
        current.set(id, next);
      }
      const snapshot = () => em.execute('select * from application_status_history order by event_position');
      const live = await snapshot();
      expect(live.length).toBeGreaterThanOrEqual(1000);
      await app.get(ProjectionRegistry).rebuild(em, 'application_status_history');
      expect(await snapshot()).toEqual(live);
      // Approvals open a spot to confirm and other decisions close it: a thousand of them take a while.
    }, 120_000);

    it('audit:rebuild --check passes while the history matches the events, and fails once a row is altered', async () => {
      const run = promisify(execFile);
      const check = () =>
        run(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/cli/audit-rebuild.ts', '--check'], {
          env: {
            ...process.env,
            NODE_OPTIONS: '',
            NODE_ENV: 'test',
            DATABASE_URL: databaseUrl,
            SMTP_URL: 'smtp://127.0.0.1:1',
            JWT_ACCESS_SECRET: 'a'.repeat(32),
            JWT_REFRESH_SECRET: 'b'.repeat(32),
          },
        });
      const { pending } = await pendingApplicationWithChange();
      expect((await check()).stdout).toMatch(
        /application_status_history: \d+ live row\(s\), \d+ rebuilt from events: identical/,
      );

      await em.execute("update application_status_history set new_status = 'approved' where application_id = ?", [
        pending,
      ]);
      const failed = await check().then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('DIFFERENT');
      await app.get(ProjectionRegistry).rebuild(em, 'application_status_history');
      // Two runs of the CLI in a child process, each starting the app's modules.
    }, 120_000);
  });

  it('opens the participant dashboard data to approved applicants only, with the spec reasons', async () => {
    const person = await createAccount(app, 'participant', 'dashboard');
    const url = `/api/events/${eventId}/participant-dashboard`;
    const none = await app.inject({ method: 'GET', url, headers: person.auth });
    expect(none.json()).toMatchObject({
      statusCode: 403,
      code: 'NOT_APPLIED',
      message: "You haven't applied to this event yet.",
    });

    const { id } = (await apply(person)).json<{ id: string }>();
    const pending = await app.inject({ method: 'GET', url, headers: person.auth });
    expect(pending.json()).toMatchObject({
      statusCode: 403,
      code: 'APPLICATION_NOT_APPROVED',
      message: "Your application is pending. You'll receive an email when there's an update.",
    });

    await review(id, 'approved', 1);
    const approved = await app.inject({ method: 'GET', url, headers: person.auth });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      event: { id: eventId, teamSizeMax: 5, tracks: ['discovery'] },
      application: { id, status: 'approved' },
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Even staff see only their own dashboard: an admin who did not apply is refused.
    expect((await app.inject({ method: 'GET', url, headers: as('admin') })).json()).toMatchObject({
      code: 'NOT_APPLIED',
    });
  });

  it('deleting the event removes its applications and their history, and counts them in the audit event', async () => {
    const event = await openEvent();
    const person = await createAccount(app, 'participant', 'doomed');
    const { id } = (await apply(person, event)).json<{ id: string }>();
    await review(id, 'approved', 1);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/events/${event}`, headers: as('admin') })).statusCode,
    ).toBe(204);
    expect(await em.execute('select id from applications where id = ?', [id])).toEqual([]);
    expect(await em.execute('select * from application_status_history where application_id = ?', [id])).toEqual([]);
    const [deleted] = await em.execute<{ payload: { removed: { applications: number } } }[]>(
      "select payload from domain_events where stream_id = ? and type = 'event.deleted'",
      [event],
    );
    expect(deleted.payload.removed.applications).toBe(1);
  });
});
